import { z } from 'zod';
import { PLAN_KEYS } from '../constants/plans';
import { ALERT_FREQUENCIES, CSV_FORMATS, MIN_PASSWORD_LENGTH, TIMEZONES } from '../constants/settings';

const trimmed = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

export const ZUsername = z
  .string('Username is required')
  .trim()
  .min(1, 'Username is required')
  .min(3, 'Username must be at least 3 characters')
  .max(50, 'Username must be at most 50 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may use letters, digits, dot, dash and underscore only');

export const ZEmail = z
  .string('Email is required')
  .trim()
  .min(1, 'Email is required')
  .max(255, 'Email must be at most 255 characters')
  .pipe(z.email('Please enter a valid email address'));

export const ZNewPassword = z
  .string('Password is required')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`)
  .max(256, 'Password must be at most 256 characters');

export const ZLoginBody = z.strictObject({
  username: z
    .string('Username is required')
    .trim()
    .min(1, 'Username is required')
    .max(255, 'Username is too long'),
  password: z.string('Password is required').min(1, 'Password is required').max(256, 'Password is too long'),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZRegisterBody = z.strictObject({
  username: ZUsername,
  email: ZEmail,
  password: ZNewPassword,
  firstName: trimmed(100).optional(),
  lastName: trimmed(100).optional(),
});
export type TRegisterBody = z.infer<typeof ZRegisterBody>;

/** The sign-up form: the registration fields plus the confirmation (removed before the call). */
export const ZSignUpForm = ZRegisterBody.extend({
  confirmPassword: z.string().min(1, 'Please confirm your password'),
}).refine((v) => v.password === v.confirmPassword, {
  message: "Passwords don't match",
  path: ['confirmPassword'],
});
export type TSignUpForm = z.infer<typeof ZSignUpForm>;

export const ZForgotPasswordBody = z.strictObject({ email: ZEmail });

export const ZResetPasswordBody = z.strictObject({
  token: z
    .string()
    .min(1, 'Invalid or missing reset token. Please request a new password reset link.')
    .max(200),
  newPassword: ZNewPassword,
});

export const ZChangePasswordBody = z.strictObject({
  currentPassword: z.string().min(1, 'All password fields are required.').max(256),
  newPassword: ZNewPassword,
});

export const ZPublicUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  subscriptionStatus: z.string(),
  subscriptionPlan: z.enum(PLAN_KEYS),
  isAdmin: z.boolean(),
  timezone: z.string(),
  emailNotifications: z.boolean(),
  slackNotifications: z.boolean(),
  alertFrequency: z.enum(ALERT_FREQUENCIES),
  csvFormat: z.enum(CSV_FORMATS),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPublicUser = z.infer<typeof ZPublicUser>;

export const ZUserSettings = z.object({
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  timezone: z.enum(TIMEZONES),
  emailNotifications: z.boolean(),
  slackNotifications: z.boolean(),
  alertFrequency: z.enum(ALERT_FREQUENCIES),
  csvFormat: z.enum(CSV_FORMATS),
  /** Pro: Slack incoming-webhook URL and workflow webhook URL; the webhook secret is never sent back. */
  slackWebhookUrl: z.string().nullable(),
  webhookUrl: z.string().nullable(),
  webhookSecretSet: z.boolean(),
});
export type TUserSettings = z.infer<typeof ZUserSettings>;

/** An https URL of at most 2,000 characters (Slack and workflow webhooks); private addresses are checked by the server. */
export const ZHttpsUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(2000, `${label} must be at most 2000 characters`)
    .refine((v) => URL.canParse(v), `${label} must be a valid URL`)
    .refine((v) => !URL.canParse(v) || new URL(v).protocol === 'https:', `${label} must start with https://`);

export const ZUserSettingsPatch = z
  .strictObject({
    username: ZUsername,
    email: ZEmail,
    firstName: trimmed(100).nullable(),
    lastName: trimmed(100).nullable(),
    timezone: z.enum(TIMEZONES, 'Choose one of the listed time zones'),
    emailNotifications: z.boolean(),
    slackNotifications: z.boolean(),
    alertFrequency: z.enum(ALERT_FREQUENCIES, 'Alert frequency must be instant, hourly or daily'),
    csvFormat: z.enum(CSV_FORMATS, 'CSV format must be standard or excel'),
    slackWebhookUrl: ZHttpsUrl('Slack webhook URL').nullable(),
    webhookUrl: ZHttpsUrl('Webhook URL').nullable(),
    webhookSecret: z
      .string()
      .min(16, 'Webhook secret must be at least 16 characters')
      .max(200, 'Webhook secret must be at most 200 characters')
      .nullable(),
  })
  .partial();
export type TUserSettingsPatch = z.infer<typeof ZUserSettingsPatch>;
