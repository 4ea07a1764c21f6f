import { z } from 'zod';
import { ZEmail, ZNewPassword, ZUserSettings, ZUsername } from '@shared/contracts/auth';
import { TIMEZONES } from '@shared/constants/settings';

/** Client-side texts of customer.md §5 (change password), word for word. */
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
