import type { TCompetitor } from '@shared/contracts/competitors';
import type { TCompetitorRow, TStoreRow } from '../db/schema';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An account's competitor as the API answers it, with the live scrape state of its store. */
export function toCompetitor(
  c: TCompetitorRow,
  s: Pick<TStoreRow, 'currency' | 'scrapeProgress' | 'nextScrapeAt' | 'consecutiveFailures'>,
  /** The username of the member who added it. */
  addedBy: string | null = null,
): TCompetitor {
  return {
    id: c.id,
    name: c.name,
    url: c.url,
    domain: c.domain,
    status: c.status,
    lastScraped: iso(c.lastScraped),
    productCount: c.productCount,
    errorMessage: c.errorMessage,
    deactivatedAt: iso(c.deactivatedAt),
    currency: s.currency,
    progress: c.status === 'scraping' ? (s.scrapeProgress ?? null) : null,
    nextTryAt: s.consecutiveFailures > 0 ? iso(s.nextScrapeAt) : null,
    addedBy,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}
