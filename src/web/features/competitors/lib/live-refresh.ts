import type { QueryClient } from '@tanstack/react-query';
import type { TCompetitor } from '@shared/contracts/competitors';

/** How often the list is refetched while a scrape runs or is about to. */
export const LIVE_REFRESH_INTERVAL_MS = 2000;
/**
 * After an add, replace or refresh the scrape is queued, not yet running: keep polling this long even while
 * nothing says "scraping", so the page picks the run up when it starts.
 */
export const LIVE_REFRESH_WINDOW_MS = 30_000;

// One window per query client, so a test's fresh client starts quiet and a page change keeps the window.
const windowEnds = new WeakMap<QueryClient, number>();

export function openLiveRefreshWindow(client: QueryClient, now: number = Date.now()) {
  windowEnds.set(client, now + LIVE_REFRESH_WINDOW_MS);
}

export function liveRefreshInterval(
  client: QueryClient,
  competitors: readonly TCompetitor[] | undefined,
  now: number = Date.now(),
): number | false {
  if (competitors?.some((c) => c.status === 'scraping')) return LIVE_REFRESH_INTERVAL_MS;
  return (windowEnds.get(client) ?? 0) > now ? LIVE_REFRESH_INTERVAL_MS : false;
}

/**
 * True when some competitor's scrape ended between two readings of the list: it left "scraping", or its
 * lastScraped moved (a run short enough to fall between two polls).
 */
export function scrapeFinished(before: readonly TCompetitor[], after: readonly TCompetitor[]): boolean {
  const previous = new Map(before.map((c) => [c.id, c]));
  return after.some((c) => {
    const was = previous.get(c.id);
    if (!was) return false;
    if (was.status === 'scraping' && c.status !== 'scraping') return true;
    return c.lastScraped !== null && c.lastScraped !== was.lastScraped;
  });
}
