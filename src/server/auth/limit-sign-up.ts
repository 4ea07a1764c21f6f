import type { TExecutor } from '../db/client';
import { limitAttempt } from '../lib/rate-limit';
import { RATE_RULES } from '../lib/rate-rules';

/**
 * Counts a sign-up attempt from `ip`; throws 429 (with Retry-After) once the IP has made `max` attempts
 * (SIGN_UPS_PER_IP_PER_HOUR, default the table's) within the hour.
 */
export function limitSignUp(opts: { db: TExecutor; ip: string; max?: number }): Promise<void> {
  const { rule, message } = RATE_RULES.signUpPerIp;
  return limitAttempt({
    db: opts.db,
    rules: [{ key: `signup:ip:${opts.ip}`, rule: { ...rule, max: opts.max ?? rule.max } }],
    message,
  });
}
