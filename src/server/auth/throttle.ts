import { inArray, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { authThrottle } from '../db/schema';
import { AppError } from '../lib/errors';

/** Failed sign-ins allowed per window before a lock: per username, and (looser) per IP. */
export const THROTTLE_RULES = {
  user: { maxFailures: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  ip: { maxFailures: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
} as const;

export function throttleKeys(username: string, ip: string) {
  return { user: `user:${username.toLowerCase()}`, ip: `ip:${ip}` };
}

/** Throws 429 while either key is locked. */
export async function assertNotThrottled(opts: { db: TExecutor; keys: string[]; now?: Date }): Promise<void> {
  const now = opts.now ?? new Date();
  const rows = await opts.db.select().from(authThrottle).where(inArray(authThrottle.key, opts.keys));
  const lockedUntil = rows
    .map((r) => r.lockedUntil)
    .filter((d): d is Date => !!d && d > now)
    .sort((a, b) => b.getTime() - a.getTime())[0];
  if (lockedUntil) {
    const retryAfter = Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000);
    const minutes = Math.max(1, Math.ceil(retryAfter / 60));
    throw new AppError(
      'too_many_requests',
      `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      undefined,
      { 'retry-after': String(retryAfter) },
    );
  }
}

/** Counts one failure for each key; locks a key that reaches its limit within its window. */
export async function recordFailure(opts: {
  db: TExecutor;
  keys: { user: string; ip: string };
  now?: Date;
}): Promise<void> {
  const now = opts.now ?? new Date();
  for (const [kind, key] of Object.entries(opts.keys) as ['user' | 'ip', string][]) {
    const rule = THROTTLE_RULES[kind];
    const windowStart = new Date(now.getTime() - rule.windowMs);
    const lockUntil = new Date(now.getTime() + rule.lockMs);
    await opts.db.execute(sql`
      INSERT INTO auth_throttle (key, failures, window_start, locked_until)
      VALUES (${key}, 1, ${now.toISOString()}, NULL)
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN auth_throttle.window_start < ${windowStart.toISOString()} THEN 1 ELSE auth_throttle.failures + 1 END,
        window_start = CASE WHEN auth_throttle.window_start < ${windowStart.toISOString()} THEN ${now.toISOString()}::timestamptz ELSE auth_throttle.window_start END,
        locked_until = CASE
          WHEN auth_throttle.window_start >= ${windowStart.toISOString()} AND auth_throttle.failures + 1 >= ${rule.maxFailures}
          THEN ${lockUntil.toISOString()}::timestamptz ELSE auth_throttle.locked_until END`);
  }
}

export async function clearFailures(opts: { db: TExecutor; key: string }): Promise<void> {
  await opts.db.delete(authThrottle).where(inArray(authThrottle.key, [opts.key]));
}
