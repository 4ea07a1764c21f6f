import type { TAccountChannels } from '../account/change-account-channels';
import type { TPublicUser, TUserSettings } from '@shared/contracts/auth';
import type { TPlanKey } from '@shared/constants/plans';
import type { TUserRow } from '../db/schema';

/**
 * The user as the browser may see it: never the password hash or reset token. The plan is the one of the account
 * the person acts in (docs/product-rules.md R24), read by the caller (`accountPlanState`).
 */
export function toPublicUser(
  u: TUserRow,
  plan: { subscriptionPlan: TPlanKey; subscriptionStatus: string },
): TPublicUser {
  return {
    id: u.id,
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    profileImageUrl: u.profileImageUrl,
    subscriptionStatus: plan.subscriptionStatus,
    subscriptionPlan: plan.subscriptionPlan,
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

/** The person's settings with the alert channels of the account they act in (docs/product-rules.md R133). */
export function toUserSettings(u: TUserRow, channels: TAccountChannels): TUserSettings {
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
    slackWebhookUrl: channels.slackWebhookUrl,
    webhookUrl: channels.webhookUrl,
    webhookSecretSet: channels.webhookSecret !== null,
  };
}
