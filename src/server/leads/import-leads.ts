import type { Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import {
  LEAD_IMPORT_FIELDS,
  type TLeadImportField,
  type TLeadImportResult,
  type TLeadImportRow,
} from '@shared/contracts/leads';
import type { TDb } from '../db/client';
import { AppError } from '../lib/errors';
import { countOutcomes, mergeLeads, type TLeadCandidate, type TLeadValues } from './merge-leads';
import {
  normaliseCountry,
  normaliseDomain,
  normaliseEmail,
  normaliseUrl,
  parseWholeNumber,
} from './normalise';

export const IMPORT_MAX_ROWS = 10_000;
/** Ten thousand long rows fit well within this; a larger body is refused as it streams. */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;

/** Header spellings per lead field, compared lower-cased with `_`, `-` and `.` read as spaces. */
const HEADER_ALIASES: Record<TLeadImportField, string[]> = {
  storeName: [
    'store name',
    'store',
    'name',
    'shop',
    'shop name',
    'company',
    'company name',
    'business name',
    'business',
    'merchant',
    'merchant name',
    'brand',
    'storename',
    'title',
  ],
  website: [
    'website',
    'domain',
    'url',
    'site',
    'web',
    'store url',
    'shop url',
    'website url',
    'homepage',
    'store domain',
    'shop domain',
    'web site',
    'domain name',
  ],
  email: ['email', 'e mail', 'email address', 'e mail address', 'contact email', 'mail', 'owner email'],
  country: ['country', 'country code', 'countrycode', 'cc', 'location', 'market'],
  category: ['category', 'niche', 'industry', 'vertical', 'segment', 'main category'],
  currency: ['currency', 'currency code'],
  estimatedRevenue: [
    'estimated revenue',
    'revenue',
    'annual revenue',
    'yearly revenue',
    'estimated sales',
    'sales',
    'est revenue',
    'estimated annual revenue',
  ],
  employees: ['employees', 'employee count', 'staff', 'headcount', 'team size', 'number of employees'],
  linkedinUrl: ['linkedin', 'linkedin url', 'linkedin profile', 'linkedinurl'],
  description: ['description', 'about', 'summary'],
  shopifyPlan: ['shopify plan', 'plan'],
  founded: ['founded', 'year founded', 'founded year', 'founding year', 'established'],
};

const headerKey = (h: string) =>
  h
    .trim()
    .toLowerCase()
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ');

/** Each header's field (the first column that claims a field wins; later ones are ignored). */
export function mapColumns(headers: string[]): { header: string; field: TLeadImportField | null }[] {
  const taken = new Set<TLeadImportField>();
  return headers.map((header) => {
    const key = headerKey(header);
    const field = LEAD_IMPORT_FIELDS.find((f) => !taken.has(f) && HEADER_ALIASES[f].includes(key)) ?? null;
    if (field) taken.add(field);
    return { header, field };
  });
}

type TInfo = { lines: number };
type TParsedRow = { row: TLeadImportRow; candidate: TLeadCandidate | null };

function readRow(line: number, cells: string[], columns: { field: TLeadImportField | null }[]): TParsedRow {
  const raw: Partial<Record<TLeadImportField, string>> = {};
  columns.forEach((c, i) => {
    const cell = (cells[i] ?? '').trim();
    if (c.field && cell) raw[c.field] = cell;
  });
  const warnings: string[] = [];
  const refuse = (reason: string, domain: string | null = null): TParsedRow => ({
    row: {
      line,
      domain,
      storeName: raw.storeName ?? null,
      email: raw.email ?? null,
      outcome: 'refused',
      reason,
      warnings,
      fields: [],
    },
    candidate: null,
  });
  if (!raw.website) return refuse('No website or domain: a lead is one store domain');
  const domain = normaliseDomain(raw.website);
  if (!domain) return refuse(`"${raw.website.slice(0, 100)}" is not a store domain`);
  let email: string | null = null;
  if (raw.email) {
    email = normaliseEmail(raw.email);
    if (!email) return refuse(`"${raw.email.slice(0, 100)}" is not an email address`, domain);
  }
  const values: TLeadValues = {
    storeName: raw.storeName?.slice(0, 255) ?? null,
    website: normaliseUrl(raw.website) ?? `https://${domain}`,
    email,
    category: raw.category?.slice(0, 255) ?? null,
    description: raw.description?.slice(0, 5000) ?? null,
    shopifyPlan: raw.shopifyPlan?.slice(0, 100) ?? null,
  };
  if (raw.country) {
    values.country = normaliseCountry(raw.country);
    if (!values.country) warnings.push(`Country "${raw.country.slice(0, 60)}" is not known: left empty`);
  }
  if (raw.currency) {
    values.currency = /^[a-z]{3}$/i.test(raw.currency) ? raw.currency.toUpperCase() : null;
    if (!values.currency) warnings.push(`Currency "${raw.currency.slice(0, 20)}" is not a code: left empty`);
  }
  for (const f of ['estimatedRevenue', 'employees', 'founded'] as const) {
    if (!raw[f]) continue;
    values[f] = parseWholeNumber(raw[f]);
    if (values[f] === null) warnings.push(`${f} "${raw[f].slice(0, 30)}" is not a number: left empty`);
  }
  if (
    values.founded !== undefined &&
    values.founded !== null &&
    (values.founded < 1800 || values.founded > 2100)
  ) {
    warnings.push(`founded ${values.founded} is not a year: left empty`);
    values.founded = null;
  }
  if (raw.linkedinUrl) {
    values.linkedinUrl = normaliseUrl(raw.linkedinUrl);
    if (!values.linkedinUrl) warnings.push('LinkedIn is not a URL: left empty');
  }
  return {
    row: {
      line,
      domain,
      storeName: values.storeName ?? null,
      email,
      outcome: 'added',
      reason: null,
      warnings,
      fields: [],
    },
    candidate: { domain, source: 'csv', values },
  };
}

/**
 * A CSV of leads (docs/product-rules.md R92): RFC 4180 with a header row, UTF-8 with or without a byte-order mark,
 * at most 10,000 rows, parsed as it streams in. Every row is added, merged into the lead of its domain, left
 * unchanged, or refused with its reason; a second row for a domain already in the file is refused. With `dryRun`
 * the answer is the same and nothing is written; otherwise the whole file is applied in one transaction.
 */
export async function importLeads(opts: {
  db: TDb;
  body: Readable;
  dryRun: boolean;
}): Promise<TLeadImportResult> {
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    max_record_size: 64 * 1024,
  });
  let bytes = 0;
  opts.body.on('data', (chunk: Buffer) => {
    bytes += chunk.length;
    if (bytes > IMPORT_MAX_BYTES) {
      opts.body.unpipe(parser);
      parser.destroy(
        new AppError('payload_too_large', `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB`),
      );
    }
  });
  opts.body.pipe(parser);

  let columns: ReturnType<typeof mapColumns> | null = null;
  const parsed: TParsedRow[] = [];
  const lineOfDomain = new Map<string, number>();
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: TInfo }>) {
      // The line where the record ends; a quoted line break makes a record span lines.
      const line = info.lines;
      if (!columns) {
        columns = mapColumns(record);
        if (!columns.some((c) => c.field === 'website')) {
          throw new AppError(
            'bad_request',
            'The header row has no website or domain column (e.g. "Website", "Domain" or "URL")',
          );
        }
        continue;
      }
      if (parsed.length >= IMPORT_MAX_ROWS) {
        throw new AppError(
          'payload_too_large',
          `A file holds at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')} rows`,
        );
      }
      const row = readRow(line, record, columns);
      if (row.candidate) {
        const first = lineOfDomain.get(row.candidate.domain);
        if (first !== undefined) {
          row.row.outcome = 'refused';
          row.row.reason = `The same store as line ${first}`;
          row.candidate = null;
        } else {
          lineOfDomain.set(row.candidate.domain, line);
        }
      }
      parsed.push(row);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof CsvError) {
      throw new AppError('bad_request', `The file is not valid CSV: ${err.message}`);
    }
    throw err;
  }
  if (!columns) throw new AppError('bad_request', 'The file is empty: a header row and one row per store');

  const withCandidates = parsed.filter((p) => p.candidate);
  const candidates = withCandidates.map((p) => p.candidate!);
  const outcomes = opts.dryRun
    ? await mergeLeads({ db: opts.db, candidates, dryRun: true })
    : await opts.db.transaction((tx) => mergeLeads({ db: tx, candidates }));
  withCandidates.forEach((p, i) => {
    const o = outcomes[i]!;
    p.row.outcome = o.outcome;
    p.row.fields = o.fields;
    p.row.reason = o.reason;
  });
  const rows = parsed.map((p) => p.row);
  return { dryRun: opts.dryRun, counts: countOutcomes(rows), columns, rows };
}
