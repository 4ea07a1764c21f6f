import type { TEmailHistoryItem, TOnboardingTrigger } from '@shared/contracts/email';

const EMAIL_TYPE_NAMES: Record<string, string> = {
  welcome: 'Welcome',
  first_competitor: 'First Competitor Added',
  setup_alerts: 'Setup Alerts Guide',
  week_summary: 'Weekly Summary',
  activation_nudge: 'Activation Nudge',
  education_day5: 'Education Day 5',
  upgrade_cta_day7: 'Upgrade CTA Day 7',
  price_alert: 'Price Alert',
};

/** The friendly name of an email type; unknown types are title-cased ("payment_reminder" → "Payment Reminder"). */
export function emailTypeName(type: string): string {
  const known = EMAIL_TYPE_NAMES[type];
  if (known) return known;
  return type
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

/** What the row says about delivery: nothing once sent, else queued (waiting or retrying) or failed. */
export function deliveryStatus(item: TEmailHistoryItem): string | null {
  if (item.status === 'failed') return item.failureReason ? `Failed: ${item.failureReason}` : 'Failed';
  if (item.status === 'queued' || item.status === 'sending') return 'Queued';
  return null;
}

export type TManualSend = {
  trigger: TOnboardingTrigger;
  title: string;
  description: string;
  button: string;
  fallback: string;
};

/** The five manual-send cards of /settings/email, in screen order. */
export const MANUAL_SENDS: readonly TManualSend[] = [
  {
    trigger: 'trigger-activation-nudge',
    title: 'Activation Nudge',
    description: 'A reminder to add your first competitor and start monitoring.',
    button: 'Send Nudge',
    fallback: 'Could not send activation nudge email',
  },
  {
    trigger: 'trigger-education-day5',
    title: 'Education Day 5',
    description: 'A short lesson on reading price changes and acting on them.',
    button: 'Send Lesson',
    fallback: 'Could not send education email',
  },
  {
    trigger: 'trigger-upgrade-day7',
    title: 'Upgrade CTA Day 7',
    description: 'What Starter and Pro add: more stores, faster alerts, Slack and CSV export.',
    button: 'Send CTA',
    fallback: 'Could not send upgrade email',
  },
  {
    trigger: 'trigger-alerts-email',
    title: 'Setup Alerts Guide',
    description: 'How to create alert rules so you hear about the changes that matter.',
    button: 'Send Guide',
    fallback: 'Could not send alerts setup email',
  },
  {
    trigger: 'weekly-summary',
    title: 'Weekly Summary',
    description: "Your competitors' price changes, launches and discounts of the past week.",
    button: 'Send Summary',
    fallback: 'Could not send weekly summary email',
  },
];
