import type { TBillingProvider } from '@shared/contracts/billing';
import type { TPlanKey } from '@shared/constants/plans';
import type { TExecutor } from '../db/client';
import { subscriptions } from '../db/schema';
import { setAccountPlan } from './subscription-state';

/**
 * Puts a user on a paid plan for a period (a first payment, an upgrade, a renewal, a webhook's word): one
 * subscription row per user, nothing left scheduled, dunning cleared, the user row in step.
 */
export async function activatePlan(
  db: TExecutor,
  opts: {
    accountId: string;
    plan: TPlanKey;
    provider: TBillingProvider;
    anchorAt: Date;
    periodStart: Date;
    periodEnd: Date;
    card?: { brand: string; last4: string; paymentMethodRef: string } | null;
    providerCustomerId?: string | null;
    providerSubscriptionId?: string | null;
    providerStateAt?: Date | null;
    /** The owner who paid, for the account's activity; none when a renewal or the provider did it. */
    actorId?: string | null;
    now: Date;
  },
): Promise<void> {
  const state = {
    plan: opts.plan,
    status: 'active' as const,
    provider: opts.provider,
    anchorAt: opts.anchorAt,
    currentPeriodStart: opts.periodStart,
    currentPeriodEnd: opts.periodEnd,
    cancelAtPeriodEnd: false,
    scheduledPlan: null,
    keepCompetitorIds: null,
    failedAttempts: 0,
    nextAttemptAt: null,
    updatedAt: opts.now,
    ...(opts.card
      ? {
          cardBrand: opts.card.brand,
          cardLast4: opts.card.last4,
          paymentMethodRef: opts.card.paymentMethodRef,
        }
      : {}),
    ...(opts.providerCustomerId !== undefined ? { providerCustomerId: opts.providerCustomerId } : {}),
    ...(opts.providerSubscriptionId !== undefined
      ? { providerSubscriptionId: opts.providerSubscriptionId }
      : {}),
    ...(opts.providerStateAt !== undefined ? { providerStateAt: opts.providerStateAt } : {}),
  };
  await db
    .insert(subscriptions)
    .values({ accountId: opts.accountId, ...state, createdAt: opts.now })
    .onConflictDoUpdate({ target: subscriptions.accountId, set: state });
  await setAccountPlan(db, {
    accountId: opts.accountId,
    plan: opts.plan,
    status: 'active',
    now: opts.now,
    actorId: opts.actorId,
  });
}
