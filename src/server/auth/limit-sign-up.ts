import type { TExecutor } from '../db/client';
import { limitAttempt, minutesText, type TRateRule } from '../lib/rate-limit';

/** Accounts one IP may try to create per hour: a household or an office behind one address, not a script. */
export const SIGN_UP_RULE: TRateRule = { max: 10, windowMs: 60 * 60_000 };

export const signUpLimitMessage = (minutes: number) =>
  `Too many accounts have been created from your network. Please try again in ${minutesText(minutes)}.`;

/**
 * Counts a sign-up attempt from `ip`; throws 429 (with Retry-After) once the IP has made SIGN_UP_RULE.max
 * attempts within the hour. Every attempt counts, an address already taken included, so the limit also slows
 * a script probing which emails have accounts.
 */
export function limitSignUp(opts: { db: TExecutor; ip: string }): Promise<void> {
  return limitAttempt({
    db: opts.db,
    rules: [{ key: `signup:ip:${opts.ip}`, rule: SIGN_UP_RULE }],
    message: signUpLimitMessage,
  });
}
