import { LIFECYCLE_EMAIL_TYPES } from '@shared/contracts/email';

/**
 * What an unsubscribe link turns off: lifecycle emails (users.lifecycleEmails), alert emails (emailNotifications)
 * or the status page's notices to a subscriber (status_subscribers, by address).
 */
export type TUnsubscribeCategory = 'lifecycle' | 'alerts' | 'status';

/** Email types of alert delivery (the alert email and digests). */
export const ALERT_EMAIL_TYPES = ['price_alert'] as const;

/** Email types a status subscriber receives: each incident step and each maintenance notice. */
export const STATUS_EMAIL_TYPES = ['status_incident', 'status_maintenance'] as const;

/** The footer label of each category's unsubscribe link (pass it to renderLayout's `unsubscribe`). */
export const UNSUBSCRIBE_LABELS: Record<TUnsubscribeCategory, string> = {
  lifecycle: 'Unsubscribe from Rivalwatch tips and weekly summaries',
  alerts: 'Unsubscribe from price alert emails',
  status: 'Unsubscribe from Rivalwatch status notices',
};

/** How the unsubscribe page names what the user stops receiving. */
export const CATEGORY_NAMES: Record<TUnsubscribeCategory, string> = {
  lifecycle: 'Rivalwatch tips, onboarding emails and weekly summaries',
  alerts: 'price alert emails (instant alerts and digests)',
  status: 'status page notices (incidents and maintenance)',
};

export function unsubscribeCategoryOf(emailType: string): TUnsubscribeCategory | null {
  if ((LIFECYCLE_EMAIL_TYPES as readonly string[]).includes(emailType)) return 'lifecycle';
  if ((ALERT_EMAIL_TYPES as readonly string[]).includes(emailType)) return 'alerts';
  if ((STATUS_EMAIL_TYPES as readonly string[]).includes(emailType)) return 'status';
  return null;
}

/** The email types of a category, for cancelling what is still queued. */
export function emailTypesOf(category: TUnsubscribeCategory): readonly string[] {
  if (category === 'status') return STATUS_EMAIL_TYPES;
  return category === 'lifecycle' ? LIFECYCLE_EMAIL_TYPES : ALERT_EMAIL_TYPES;
}
