import { PLAN_LABELS, type TPlanKey } from '@shared/constants/plans';
import type { ALERT_FREQUENCIES } from '@shared/constants/settings';

type TFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Faster first; a plan allows its own cadence or anything slower (docs/product-rules.md R4). */
const SPEED: Record<TFrequency | 'weekly', number> = { instant: 0, hourly: 1, daily: 2, weekly: 3 };
const PLAN_FASTEST: Record<TPlanKey, keyof typeof SPEED> = {
  free: 'weekly',
  starter: 'daily',
  pro: 'instant',
};
const PLAN_SENDS: Record<TPlanKey, string> = {
  free: 'a weekly digest',
  starter: 'a daily digest',
  pro: 'instant alerts',
};

const CHOSEN: Record<TFrequency, string> = {
  instant: 'instant alerts',
  hourly: 'an hourly digest',
  daily: 'a daily digest',
};

export type TCadenceNote =
  | { allowed: true; text: string }
  | { allowed: false; text: string; upgradePlan: 'starter' | 'pro'; upgradeText: string };

/** The line under the alert-frequency choice: what the plan sends, and an upgrade when the choice is faster. */
export function cadenceNote(plan: TPlanKey, chosen: TFrequency): TCadenceNote {
  const sends = `Your ${PLAN_LABELS[plan]} plan sends ${PLAN_SENDS[plan]}`;
  if (SPEED[chosen] === SPEED[PLAN_FASTEST[plan]]) return { allowed: true, text: `${sends}.` };
  if (SPEED[chosen] > SPEED[PLAN_FASTEST[plan]]) {
    return { allowed: true, text: `${sends}; you have chosen ${CHOSEN[chosen]}.` };
  }
  const upgradePlan = SPEED[chosen] >= SPEED.daily ? 'starter' : 'pro';
  return {
    allowed: false,
    text: sends,
    upgradePlan,
    upgradeText:
      upgradePlan === 'starter'
        ? 'Upgrade to Starter for daily digests'
        : 'Upgrade to Pro for instant and hourly alerts',
  };
}
