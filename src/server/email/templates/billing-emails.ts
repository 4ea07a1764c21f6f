import { PLAN_LABELS, type TPlanKey } from '@shared/constants/plans';
import { formatCents, formatDay, paymentDescription } from '../../billing/render-receipt';
import { receiptNumber } from '../../billing/to-payment';
import type { TPaymentRow } from '../../db/schema';
import type { TEmail } from '../mailer';
import { renderLayout } from './layout';

/**
 * The billing emails (docs/product-rules.md R65). They are transactional: they tell a customer about their own
 * money and plan, so they carry no unsubscribe link and are sent whatever the marketing preferences say.
 */
type TTo = { to: string; name: string };

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const names = (list: readonly string[]) => list.join(', ');

export function receiptEmail(opts: TTo & { payment: TPaymentRow; receiptUrl: string }): TEmail {
  const p = opts.payment;
  const number = receiptNumber(p.receiptSeq);
  const body = renderLayout({
    title: 'Thanks for your payment',
    paragraphs: [
      `Hi ${opts.name},`,
      `We received ${formatCents(p.amount, p.currency)} for your ${paymentDescription(p)}.`,
      `Receipt number: ${number}`,
      `Plan: ${PLAN_LABELS[p.plan]}`,
      `Period: ${formatDay(p.periodStart)} – ${formatDay(p.periodEnd)}`,
      `Card: ${p.cardLast4 ? `${p.cardBrand ?? 'card'} ending in ${p.cardLast4}` : '—'}`,
    ],
    action: { label: 'View your receipt', url: opts.receiptUrl },
  });
  return {
    kind: 'payment_receipt',
    to: opts.to,
    subject: `Your Rivalwatch receipt ${number}`,
    ...body,
  };
}

export function paymentFailedEmail(
  opts: TTo & {
    amount: number;
    plan: TPlanKey;
    reason: string | null;
    nextAttemptAt: Date | null;
    updateCardUrl: string;
  },
): TEmail {
  const label = PLAN_LABELS[opts.plan];
  const body = renderLayout({
    title: 'Your payment failed',
    paragraphs: [
      `Hi ${opts.name},`,
      `We could not charge ${formatCents(opts.amount)} for your ${label} plan${opts.reason ? `: ${opts.reason}` : '.'}`,
      opts.nextAttemptAt
        ? `Your ${label} plan stays active for now. We will try your card again on ${formatDay(opts.nextAttemptAt)}; if the last try fails, your account moves to the Free plan.`
        : 'Your account moves to the Free plan.',
      'Update your card to keep your plan.',
    ],
    action: { label: 'Update your card', url: opts.updateCardUrl },
  });
  return { kind: 'payment_failed', to: opts.to, subject: `Your ${label} payment failed`, ...body };
}

export function planChangeEmail(
  opts: TTo & {
    /** free: cancelled; starter: downgraded. */
    scheduledPlan: TPlanKey;
    plan: TPlanKey;
    effectiveAt: Date;
    toPause: readonly string[];
    settingsUrl: string;
  },
): TEmail {
  const cancel = opts.scheduledPlan === 'free';
  const date = formatDay(opts.effectiveAt);
  const body = renderLayout({
    title: cancel ? 'Your subscription is cancelled' : 'Your downgrade is scheduled',
    paragraphs: [
      `Hi ${opts.name},`,
      cancel
        ? `Your ${PLAN_LABELS[opts.plan]} plan stays active until ${date}, then your account moves to the Free plan. You will not be charged again.`
        : `Your plan changes from ${PLAN_LABELS[opts.plan]} to ${PLAN_LABELS[opts.scheduledPlan]} on ${date}; from then on you pay the ${PLAN_LABELS[opts.scheduledPlan]} price.`,
      opts.toPause.length
        ? `On ${date}, ${plural(opts.toPause.length, 'competitor')} will be paused (their data is kept): ${names(opts.toPause)}.`
        : 'All your competitors stay active.',
      'Changed your mind? Keep your plan in Settings before that date.',
    ],
    action: { label: 'Open your plan settings', url: opts.settingsUrl },
  });
  return {
    kind: cancel ? 'subscription_cancelled' : 'downgrade_scheduled',
    to: opts.to,
    subject: cancel
      ? `Your ${PLAN_LABELS[opts.plan]} plan ends on ${date}`
      : `Your plan changes to ${PLAN_LABELS[opts.scheduledPlan]} on ${date}`,
    ...body,
  };
}

export function fellToFreeEmail(
  opts: TTo & {
    plan: TPlanKey;
    reason: 'canceled' | 'payment_failed';
    paused: readonly string[];
    pricingUrl: string;
  },
): TEmail {
  const body = renderLayout({
    title: 'You are on the Free plan',
    paragraphs: [
      `Hi ${opts.name},`,
      opts.reason === 'payment_failed'
        ? `We could not charge your card for the ${PLAN_LABELS[opts.plan]} plan after several tries, so your account is now on the Free plan.`
        : `Your ${PLAN_LABELS[opts.plan]} plan has ended and your account is now on the Free plan.`,
      opts.paused.length
        ? `${plural(opts.paused.length, 'competitor')} ${opts.paused.length === 1 ? 'was' : 'were'} paused, with all their data kept: ${names(opts.paused)}.`
        : 'None of your competitors was paused.',
      'Upgrade again at any time to reactivate them.',
    ],
    action: { label: 'See the plans', url: opts.pricingUrl },
  });
  return { kind: 'fell_to_free', to: opts.to, subject: 'Your account is now on the Free plan', ...body };
}

export function paymentReminderEmail(
  opts: TTo & { amount: number; plan: TPlanKey; dueAt: Date; card: string | null; settingsUrl: string },
): TEmail {
  const date = formatDay(opts.dueAt);
  const body = renderLayout({
    title: 'Your plan renews soon',
    paragraphs: [
      `Hi ${opts.name},`,
      `Your ${PLAN_LABELS[opts.plan]} plan renews on ${date}: we will charge ${formatCents(opts.amount)}${opts.card ? ` to your ${opts.card}` : ''}.`,
      'Nothing to do if that suits you. To change or cancel your plan, open your plan settings before that date.',
    ],
    action: { label: 'Open your plan settings', url: opts.settingsUrl },
  });
  return {
    kind: 'payment_reminder',
    to: opts.to,
    subject: `Your ${PLAN_LABELS[opts.plan]} plan renews on ${date}`,
    ...body,
  };
}
