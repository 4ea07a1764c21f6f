import { and, eq } from 'drizzle-orm';
import type { TBillingProvider } from '@shared/contracts/billing';
import { planOf, type TPlanKey } from '@shared/constants/plans';
import { paymentsProvider, type TConfig } from '../config';
import type { TExecutor } from '../db/client';
import { accountMembers, payments, subscriptions, users } from '../db/schema';
import { enqueueEmail } from '../email/enqueue-email';
import type { TEmail } from '../email/mailer';
import {
  fellToFreeEmail,
  paymentFailedEmail,
  paymentReminderEmail,
  planChangeEmail,
  receiptEmail,
} from '../email/templates/billing-emails';

/** What a billing email needs of the configuration: the links' base, the link-signing key and the provider. */
export type TBillingMail = { appUrl: string; secret: string; provider: TBillingProvider };

export function billingMail(config: TConfig): TBillingMail {
  return { appUrl: config.APP_URL, secret: config.SESSION_SECRET, provider: paymentsProvider(config) };
}

/** The plan settings page ("Manage billing" there opens Stripe's Customer Portal, whose links expire). */
const SETTINGS_PATH = '/settings?tab=subscription';

type TEventForEmail = {
  id: string;
  type: string;
  accountId: string | null;
  amount?: number | null;
  plan?: string | null;
  data?: Record<string, unknown>;
};

const dateOf = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v) : null);
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : []);

/**
 * Queues the email of an automation event (docs/product-rules.md R65), in the caller's transaction: called by
 * recordBillingEvent when the event is new, and keyed by the event id as the email's occasion, so one event
 * gives one email to each owner of the account however often it is recorded (R24: receipts and billing emails
 * go to every owner, not to whoever paid). Events that tell the owners nothing new send none. Returns the ids of
 * the emails queued.
 */
export async function emailBillingEvent(
  db: TExecutor,
  event: TEventForEmail,
  mail: TBillingMail,
): Promise<string[]> {
  if (!event.accountId) return [];
  const owners = await db
    .select({ id: users.id, email: users.email, first: users.firstName, username: users.username })
    .from(accountMembers)
    .innerJoin(users, eq(users.id, accountMembers.userId))
    .where(and(eq(accountMembers.accountId, event.accountId), eq(accountMembers.role, 'owner')))
    .orderBy(accountMembers.createdAt, users.id);
  if (owners.length === 0) return [];
  const emailTo = await billingEmailOf(db, { ...event, accountId: event.accountId }, mail);
  if (!emailTo) return [];
  const ids: string[] = [];
  for (const owner of owners) {
    const rendered = emailTo({ to: owner.email, name: owner.first || owner.username });
    const queued = await enqueueEmail({
      db,
      appUrl: mail.appUrl,
      secret: mail.secret,
      userId: owner.id,
      emailType: rendered.kind,
      occasion: event.id.slice(0, 100),
      render: () => rendered,
    });
    if (queued) ids.push(queued.id);
  }
  return ids;
}

type TRecipient = { to: string; name: string };

/** The email an event gives, for one recipient, or null when the event sends none. */
async function billingEmailOf(
  db: TExecutor,
  event: TEventForEmail & { accountId: string },
  mail: TBillingMail,
): Promise<((to: TRecipient) => TEmail) | null> {
  const data = event.data ?? {};
  const plan: TPlanKey = planOf(event.plan);
  const settingsUrl = `${mail.appUrl}${SETTINGS_PATH}`;
  let email: ((to: TRecipient) => TEmail) | null = null;
  switch (event.type) {
    case 'payment_success': {
      const id = typeof data.paymentId === 'string' ? data.paymentId : null;
      const [payment] = id
        ? await db
            .select()
            .from(payments)
            .where(and(eq(payments.id, id), eq(payments.accountId, event.accountId)))
        : [];
      if (payment) {
        const receiptUrl = `${mail.appUrl}/api/billing/payments/${payment.id}/receipt`;
        email = (to) => receiptEmail({ ...to, payment, receiptUrl });
      }
      break;
    }
    case 'payment_failed':
      // A declined checkout is answered on the screen; a failed renewal is news to the user.
      if (data.kind === 'renewal') {
        email = (to) =>
          paymentFailedEmail({
            ...to,
            amount: event.amount ?? 0,
            plan,
            reason: typeof data.reason === 'string' ? data.reason : null,
            nextAttemptAt: dateOf(data.nextAttemptAt),
            updateCardUrl:
              mail.provider === 'simulated'
                ? `${mail.appUrl}/simple-payment?plan=${plan === 'pro' ? 'pro' : 'starter'}`
                : settingsUrl,
          });
      }
      break;
    case 'subscription_cancelled':
    case 'downgrade_scheduled':
      email = (to) =>
        planChangeEmail({
          ...to,
          plan,
          scheduledPlan:
            event.type === 'subscription_cancelled' ? 'free' : planOf(String(data.scheduledPlan ?? '')),
          effectiveAt: dateOf(data.effectiveAt) ?? new Date(),
          toPause: strings(data.pause),
          settingsUrl,
        });
      break;
    case 'fell_to_free':
      email = (to) =>
        fellToFreeEmail({
          ...to,
          plan,
          reason: data.reason === 'payment_failed' ? 'payment_failed' : 'canceled',
          paused: strings(data.paused),
          pricingUrl: `${mail.appUrl}/pricing`,
        });
      break;
    case 'payment_reminder': {
      const [sub] = await db
        .select({ brand: subscriptions.cardBrand, last4: subscriptions.cardLast4 })
        .from(subscriptions)
        .where(eq(subscriptions.accountId, event.accountId));
      email = (to) =>
        paymentReminderEmail({
          ...to,
          amount: event.amount ?? 0,
          plan,
          dueAt: dateOf(data.dueAt) ?? new Date(),
          card: sub?.last4 ? `${sub.brand ?? 'card'} ending in ${sub.last4}` : null,
          settingsUrl,
        });
      break;
    }
  }
  return email;
}
