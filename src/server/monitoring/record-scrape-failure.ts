import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { scrapingAudits, stores } from '../db/schema';

/** Why a scrape failed: transient kinds are retried with backoff, permanent ones need the user. */
export type TScrapeErrorType =
  | 'rate_limited'
  | 'blocked'
  | 'unavailable'
  | 'network'
  | 'timeout'
  | 'password_protected'
  | 'not_shopify'
  | 'blocked_address'
  | 'invalid_response'
  | 'internal';

const TRANSIENT: TScrapeErrorType[] = [
  'rate_limited',
  'blocked',
  'unavailable',
  'network',
  'timeout',
  'invalid_response',
  'internal',
];
/** Transient failures in a row before subscribers see status error. */
export const FAILURES_BEFORE_ERROR = 3;
export const BACKOFF = { baseMs: 60_000, maxMs: 6 * 60 * 60_000 };

/** Exponential from 60 s, capped; a Retry-After from the store wins when longer. */
export function backoffMs(consecutiveFailures: number, retryAfterMs?: number | null): number {
  const exp = Math.min(BACKOFF.maxMs, BACKOFF.baseMs * 2 ** Math.max(0, consecutiveFailures - 1));
  return Math.max(exp, retryAfterMs ?? 0);
}

/**
 * Records a failed scrape without touching the catalogue: the history stays as it was. Sets the store's
 * next try and tells each subscriber why, with the next try in their own time zone.
 */
export async function recordScrapeFailure(opts: {
  db: TDb;
  storeId: string;
  auditId?: number | null;
  startedAt?: Date;
  errorType: TScrapeErrorType;
  message: string;
  httpStatus?: number | null;
  retryAfterMs?: number | null;
  retryAttempts?: number;
  now?: Date;
}): Promise<{ nextTryAt: Date; consecutiveFailures: number }> {
  const now = opts.now ?? new Date();
  return opts.db.transaction(async (tx) => {
    const [store] = await tx
      .update(stores)
      .set({
        consecutiveFailures: sql`${stores.consecutiveFailures} + 1`,
        lastScrapedAt: now,
        lastErrorType: opts.errorType,
        lastErrorMessage: opts.message,
        scrapeProgress: null,
        updatedAt: now,
      })
      .where(eq(stores.id, opts.storeId))
      .returning({ failures: stores.consecutiveFailures });
    const failures = store?.failures ?? 1;
    const transient = TRANSIENT.includes(opts.errorType);
    const nextTryAt = new Date(now.getTime() + backoffMs(failures, opts.retryAfterMs));
    await tx.update(stores).set({ nextScrapeAt: nextTryAt }).where(eq(stores.id, opts.storeId));

    const showError = !transient || failures >= FAILURES_BEFORE_ERROR;
    const suffix = transient ? '; next try at ' : '';
    await tx.execute(sql`
      UPDATE competitors c SET
        status = CASE WHEN ${showError} THEN 'error' ELSE 'active' END,
        error_message = ${opts.message} || CASE WHEN ${transient}
          THEN ${suffix} || to_char(${nextTryAt.toISOString()}::timestamptz AT TIME ZONE
            coalesce((SELECT u.timezone FROM users u WHERE u.id = c.account_id), 'UTC'), 'HH24:MI')
          ELSE '' END,
        updated_at = ${now.toISOString()}
      WHERE c.store_id = ${opts.storeId} AND c.deactivated_at IS NULL`);

    if (opts.auditId) {
      const started = opts.startedAt ?? now;
      await tx
        .update(scrapingAudits)
        .set({
          status: 'failure',
          endTime: now,
          duration: Math.max(0, now.getTime() - started.getTime()),
          errorType: opts.errorType,
          errorMessage: opts.message,
          httpStatusCode: opts.httpStatus ?? null,
          retryAttempts: opts.retryAttempts ?? 0,
          metadata: { nextTryAt: nextTryAt.toISOString(), consecutiveFailures: failures },
        })
        .where(eq(scrapingAudits.id, opts.auditId));
    }
    return { nextTryAt, consecutiveFailures: failures };
  });
}
