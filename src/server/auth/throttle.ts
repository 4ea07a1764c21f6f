import type { TExecutor } from '../db/client';
import { assertNotLimited, clearLimit, countHit } from '../lib/rate-limit';
import { RATE_RULES } from '../lib/rate-rules';

export function throttleKeys(username: string, ip: string) {
  return { user: `login:user:${username.trim().toLowerCase()}`, ip: `login:ip:${ip}` };
}

/** Throws 429 while the username or the IP is locked. */
export function assertNotThrottled(opts: { db: TExecutor; keys: { user: string; ip: string } }) {
  return assertNotLimited({
    db: opts.db,
    keys: [opts.keys.user, opts.keys.ip],
    message: RATE_RULES.loginPerUser.message,
  });
}

export async function recordFailure(opts: {
  db: TExecutor;
  keys: { user: string; ip: string };
}): Promise<void> {
  await countHit({ db: opts.db, key: opts.keys.user, rule: RATE_RULES.loginPerUser.rule });
  await countHit({ db: opts.db, key: opts.keys.ip, rule: RATE_RULES.loginPerIp.rule });
}

/** A successful sign-in clears the username's counter (the IP's stays, against spraying). */
export function clearFailures(opts: { db: TExecutor; key: string }) {
  return clearLimit(opts);
}
