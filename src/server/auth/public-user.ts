import type { TPublicUser, TUserSettings } from '@shared/contracts/auth';
import { planOf } from '@shared/constants/plans';
import type { TUserRow } from '../db/schema';

/** The user as the browser may see it: never the password hash or reset token. */
export function toPublicUser(u: TUserRow): TPublicUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImageUrl: u.profileImageUrl,
    subscriptionStatus: u.subscriptionStatus,
    subscriptionPlan: planOf(u.subscriptionPlan),
    isAdmin: u.isAdmin,
    timezone: u.timezone,
    emailNotifications: u.emailNotifications,
    slackNotifications: u.slackNotifications,
    alertFrequency: u.alertFrequency as TPublicUser['alertFrequency'],
    csvFormat: u.csvFormat as TPublicUser['csvFormat'],
    createdAt: u.createdAt.toISOString(),
    updatedAt: u.updatedAt.toISOString(),
  };
}

export function toUserSettings(u: TUserRow): TUserSettings {
  return {
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    timezone: u.timezone as TUserSettings['timezone'],
    emailNotifications: u.emailNotifications,
    slackNotifications: u.slackNotifications,
    alertFrequency: u.alertFrequency as TUserSettings['alertFrequency'],
    csvFormat: u.csvFormat as TUserSettings['csvFormat'],
    slackWebhookUrl: u.slackWebhookUrl,
    webhookUrl: u.webhookUrl,
    webhookSecretSet: u.webhookSecret !== null,
  };
}
