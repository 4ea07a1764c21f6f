import { inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { rateLimits } from '../db/schema';
import { AppError } from './errors';

export type TRateRule = { max: number; windowMs: number; lockMs?: number };

/**
 * Counts one hit on a key inside a fixed window, atomically. Returns the count; once it reaches the
 * rule's max the key is locked for lockMs (default: the rest of the window).
 */
export async function countHit(opts: {
  db: TExecutor;
  key: string;
  rule: TRateRule;
  now?: Date;
}): Promise<number> {
  const now = opts.now ?? new Date();
  const stale = new Date(now.getTime() - opts.rule.windowMs).toISOString();
  const lockUntil = new Date(now.getTime() + (opts.rule.lockMs ?? opts.rule.windowMs)).toISOString();
  const nowIso = now.toISOString();
  const result = await opts.db.execute(sql`
    INSERT INTO rate_limits (key, hits, window_start, locked_until)
    VALUES (${opts.key}, 1, ${nowIso}, CASE WHEN 1 >= ${opts.rule.max} THEN ${lockUntil}::timestamptz END)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limits.window_start < ${stale} THEN 1 ELSE rate_limits.hits + 1 END,
      window_start = CASE WHEN rate_limits.window_start < ${stale} THEN ${nowIso}::timestamptz ELSE rate_limits.window_start END,
      locked_until = CASE
        WHEN (CASE WHEN rate_limits.window_start < ${stale} THEN 1 ELSE rate_limits.hits + 1 END) >= ${opts.rule.max}
        THEN ${lockUntil}::timestamptz ELSE rate_limits.locked_until END
    RETURNING hits`);
  return Number(rowsOf<{ hits: number }>(result)[0]?.hits ?? 0);
}

/** Throws 429 with Retry-After while any of the keys is locked. */
export async function assertNotLimited(opts: {
  db: TExecutor;
  keys: string[];
  message: (minutes: number) => string;
  now?: Date;
}): Promise<void> {
  const now = opts.now ?? new Date();
  const rows = await opts.db.select().from(rateLimits).where(inArray(rateLimits.key, opts.keys));
  const until = rows
    .map((r) => r.lockedUntil)
    .filter((d): d is Date => !!d && d > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  if (!until) return;
  const retryAfter = Math.ceil((until.getTime() - now.getTime()) / 1000);
  throw new AppError('too_many_requests', opts.message(Math.max(1, Math.ceil(retryAfter / 60))), {
    retryAfterSeconds: retryAfter,
  });
}

/** Check-then-count for actions limited on every attempt (not only failures). */
export async function limitAttempt(opts: {
  db: TExecutor;
  rules: { key: string; rule: TRateRule }[];
  message: (minutes: number) => string;
}): Promise<void> {
  await assertNotLimited({ db: opts.db, keys: opts.rules.map((r) => r.key), message: opts.message });
  for (const r of opts.rules) await countHit({ db: opts.db, key: r.key, rule: r.rule });
}

export async function clearLimit(opts: { db: TExecutor; key: string }): Promise<void> {
  await opts.db.delete(rateLimits).where(inArray(rateLimits.key, [opts.key]));
}

export const minutesText = (m: number) => `${m} minute${m === 1 ? '' : 's'}`;
