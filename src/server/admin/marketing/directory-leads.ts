import type { TDirectoryLeadsBody, TDirectoryLeadsResult } from '@shared/contracts/leads';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/errors';
import { countOutcomes, mergeLeads, type TLeadCandidate } from '../../leads/merge-leads';
import { normaliseCountry, normaliseDomain, normaliseEmail } from '../../leads/normalise';
import { DIRECTORY_NOT_CONFIGURED, type TDirectoryClient, type TDirectoryStore } from './directory-client';

function toCandidate(store: TDirectoryStore): TLeadCandidate | null {
  const domain = normaliseDomain(store.name);
  if (!domain) return null;
  const email =
    (store.contact_info ?? [])
      .filter((c) => c?.type === 'email')
      .map((c) => normaliseEmail(c.value))
      .find((e) => e) ?? null;
  const category = (store.categories ?? []).find((c) => typeof c === 'string' && c.trim());
  const whole = (n: unknown) =>
    typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.round(n) : null;
  const sales = whole(store.estimated_sales);
  const yearly = sales === null ? null : Math.round((sales * 12) / 100);
  return {
    domain,
    source: 'directory',
    values: {
      storeName: store.merchant_name?.trim().slice(0, 255) || null,
      website: `https://${domain}`,
      email,
      country: normaliseCountry(store.country_code),
      currency: /^[A-Z]{3}$/i.test(store.currency_code ?? '') ? store.currency_code!.toUpperCase() : null,
      category: category ? category.replace(/^\/+/, '').replace(/\//g, ' / ').slice(0, 255) : null,
      estimatedRevenue: yearly !== null && yearly <= 2_147_483_647 ? yearly : null,
      productCount: whole(store.product_count),
      employees: whole(store.employee_count),
      shopifyPlan: store.plan?.slice(0, 100) ?? null,
      description: store.description?.slice(0, 5000) ?? null,
    },
  };
}

/**
 * Generate Leads Now (docs/product-rules.md R93): stores the directory finds for the countries, categories and
 * minimum yearly revenue, merged into the leads like any other source. Without a configured directory the answer is
 * a 409 naming the variables to set; nothing is invented.
 */
export async function directoryLeads(opts: {
  db: TDb;
  client: TDirectoryClient | null;
  input: TDirectoryLeadsBody;
}): Promise<TDirectoryLeadsResult> {
  if (!opts.client) throw new AppError('conflict', DIRECTORY_NOT_CONFIGURED);
  const countries = opts.input.country.map((c) => {
    const code = normaliseCountry(c);
    if (!code) {
      throw new AppError(
        'bad_request',
        `"${c}" is not a country: give a code such as US or a name such as Canada`,
      );
    }
    return code;
  });
  const stores = await opts.client.search({
    countries: [...new Set(countries)],
    categories: opts.input.category,
    minRevenue: opts.input.minRevenue,
    maxResults: opts.input.maxResults,
  });
  const seen = new Set<string>();
  const candidates: TLeadCandidate[] = [];
  for (const store of stores) {
    const c = toCandidate(store);
    if (c && !seen.has(c.domain)) {
      seen.add(c.domain);
      candidates.push(c);
    }
  }
  const outcomes = await opts.db.transaction((tx) => mergeLeads({ db: tx, candidates }));
  const results = candidates.map((c, i) => ({
    domain: c.domain,
    storeName: c.values.storeName ?? c.domain,
    country: c.values.country ?? null,
    category: c.values.category ?? null,
    estimatedRevenue: c.values.estimatedRevenue ?? null,
    hasEmail: !!c.values.email,
    outcome: outcomes[i]!.outcome,
    reason: outcomes[i]!.reason,
  }));
  const counts = countOutcomes(results);
  return { storedLeads: counts.added + counts.merged, counts, results };
}
