import type { TExecutor } from '../db/client';
import { assertNotLimited, clearLimit, countHit, minutesText } from '../lib/rate-limit';

/** Failed sign-ins allowed per window before a lock: per username, and (looser) per IP. */
export const LOGIN_RULES = {
  user: { max: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
  ip: { max: 30, windowMs: 15 * 60_000, lockMs: 15 * 60_000 },
} as const;

export function throttleKeys(username: string, ip: string) {
  return { user: `login:user:${username.trim().toLowerCase()}`, ip: `login:ip:${ip}` };
}

const lockedMessage = (m: number) =>
  `Too many failed sign-in attempts. Please try again in ${minutesText(m)}.`;

/** Throws 429 while the username or the IP is locked. */
export function assertNotThrottled(opts: { db: TExecutor; keys: { user: string; ip: string } }) {
  return assertNotLimited({ db: opts.db, keys: [opts.keys.user, opts.keys.ip], message: lockedMessage });
}

export async function recordFailure(opts: {
  db: TExecutor;
  keys: { user: string; ip: string };
}): Promise<void> {
  await countHit({ db: opts.db, key: opts.keys.user, rule: LOGIN_RULES.user });
  await countHit({ db: opts.db, key: opts.keys.ip, rule: LOGIN_RULES.ip });
}

/** A successful sign-in clears the username's counter (the IP's stays, against spraying). */
export function clearFailures(opts: { db: TExecutor; key: string }) {
  return clearLimit(opts);
}
