import { z } from 'zod';
import {
  ZEmail,
  ZHttpsUrl,
  ZNewPassword,
  ZUserSettings,
  ZUserSettingsPatch,
  ZUsername,
} from '@shared/contracts/auth';
import {
  SYSTEM_CONFIG_RULES,
  systemConfigRangeMessage,
  type TSystemConfigKey,
} from '@shared/contracts/system-config';
import { TIMEZONES } from '@shared/constants/settings';

/** Client-side texts of docs/product-rules.md R23 (change password), word for word. */
export const PASSWORD_FIELDS_REQUIRED = 'All password fields are required.';
export const PASSWORD_CONFIRMATION_MISMATCH = 'New password and confirmation do not match.';

const name = z.string().trim().max(100, 'Must be at most 100 characters');

/** The account tab; blank names are sent as null. */
export const ZAccountForm = z.object({
  username: ZUsername,
  email: ZEmail,
  firstName: name,
  lastName: name,
  timezone: z.enum(TIMEZONES, 'Choose one of the listed time zones'),
});
export type TAccountForm = z.infer<typeof ZAccountForm>;

export const ZNotificationsForm = ZUserSettings.pick({
  emailNotifications: true,
  slackNotifications: true,
  alertFrequency: true,
  csvFormat: true,
});
export type TNotificationsForm = z.infer<typeof ZNotificationsForm>;

export const ZChangePasswordForm = z
  .object({
    currentPassword: z.string().min(1, PASSWORD_FIELDS_REQUIRED),
    newPassword: z.string().min(1, PASSWORD_FIELDS_REQUIRED).pipe(ZNewPassword),
    confirmPassword: z.string().min(1, PASSWORD_FIELDS_REQUIRED),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: PASSWORD_CONFIRMATION_MISMATCH,
    path: ['confirmPassword'],
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

/** A blank field means "not set"; anything else must pass the shared rule, with its own message. */
const blankOr = (rule: z.ZodType) =>
  z.string().superRefine((value, ctx) => {
    if (!value.trim()) return;
    const result = rule.safeParse(value);
    if (!result.success)
      ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? 'Invalid value' });
  });

/** Slack & webhooks (pro); the secret field is only shown while replacing it and is never prefilled. */
export const ZSlackWebhooksForm = z.object({
  slackWebhookUrl: blankOr(ZHttpsUrl('Slack webhook URL')),
  webhookUrl: blankOr(ZHttpsUrl('Webhook URL')),
  webhookSecret: blankOr(ZUserSettingsPatch.shape.webhookSecret),
});
export type TSlackWebhooksForm = z.infer<typeof ZSlackWebhooksForm>;

export const configRangeMessage = systemConfigRangeMessage;

const configNumber = (key: TSystemConfigKey) => {
  const rule = SYSTEM_CONFIG_RULES[key];
  const message = configRangeMessage(key);
  if (rule.kind === 'boolean') throw new Error(`${key} is not a number`);
  const n = z.number(message).min(rule.min, message).max(rule.max, message);
  return rule.kind === 'integer'
    ? n.int(message)
    : n.refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, message);
};

export const EMAIL_INTERVAL_KEYS = [
  'weekly_email_day',
  'weekly_email_hour',
  'scraping_interval_free_minutes',
  'scraping_interval_starter_minutes',
  'scraping_interval_pro_minutes',
  'price_alert_threshold',
] as const satisfies readonly TSystemConfigKey[];

export const ZEmailIntervalsForm = z.object(
  Object.fromEntries(EMAIL_INTERVAL_KEYS.map((k) => [k, configNumber(k)])) as Record<
    (typeof EMAIL_INTERVAL_KEYS)[number],
    z.ZodNumber
  >,
);
export type TEmailIntervalsForm = Record<(typeof EMAIL_INTERVAL_KEYS)[number], number>;

/** Form values when a config row is missing (docs/product-rules.md R3, R11, R33: weekly day 1, hour 10). */
export const EMAIL_INTERVAL_DEFAULTS: TEmailIntervalsForm = {
  weekly_email_day: 1,
  weekly_email_hour: 10,
  scraping_interval_free_minutes: 1440,
  scraping_interval_starter_minutes: 720,
  scraping_interval_pro_minutes: 120,
  price_alert_threshold: 3,
};
