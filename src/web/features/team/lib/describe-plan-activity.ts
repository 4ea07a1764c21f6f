import type { TAccountActivity } from '@shared/contracts/account';
import { PLAN_LABELS, planOf } from '@shared/constants/plans';

type TPlanSide = { plan?: unknown; status?: unknown; scheduledPlan?: unknown; effectiveAt?: unknown } | null;

const label = (plan: unknown) => PLAN_LABELS[planOf(typeof plan === 'string' ? plan : null)];
const day = (iso: unknown) =>
  typeof iso === 'string' && !Number.isNaN(Date.parse(iso))
    ? new Date(iso).toLocaleDateString('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        timeZone: 'UTC',
      })
    : null;
const stateOf = (side: TPlanSide) => {
  const status = typeof side?.status === 'string' ? side.status : null;
  return status === 'past_due' ? ' (payment overdue)' : status === 'canceled' ? ' (canceled)' : '';
};

/**
 * A plan change in the account's activity, before → after (docs/product-rules.md R24): "alice changed the plan
 * from Free to Pro", "Billing changed the plan from Pro (payment overdue) to Free" when no person did it.
 */
export function describePlanActivity(a: TAccountActivity): string | null {
  const before = a.before as TPlanSide;
  const after = a.after as TPlanSide;
  const who = a.actor ?? (a.actorId ? 'Someone' : 'Billing');
  switch (a.action) {
    case 'plan.change':
      return `${who} changed the plan from ${label(before?.plan)}${stateOf(before)} to ${label(after?.plan)}${stateOf(after)}`;
    case 'plan.cancel':
    case 'plan.downgrade': {
      const when = day(after?.effectiveAt);
      const to = label(after?.scheduledPlan);
      return `${who} scheduled the ${label(after?.plan)} plan to change to ${to}${when ? ` on ${when}` : ''}`;
    }
    case 'plan.resume':
      return `${who} kept the ${label(after?.plan)} plan, undoing the change to ${label(before?.scheduledPlan)}`;
    default:
      return null;
  }
}
