import type { TPublicUser, TUserSettings } from '@shared/contracts/auth';
import { sampleUser as baseUser } from '@web/testing/render';

export { json, renderWithProviders, stubApi } from '@web/testing/render';

export const sampleSettings: TUserSettings = {
  username: 'maria',
  email: 'maria@shop.test',
  firstName: 'Maria',
  lastName: null,
  timezone: 'Europe/Paris',
  emailNotifications: true,
  slackNotifications: false,
  alertFrequency: 'daily',
  csvFormat: 'standard',
  slackWebhookUrl: null,
  webhookUrl: null,
  webhookSecretSet: false,
};

const { slackWebhookUrl: _s, webhookUrl: _w, webhookSecretSet: _ws, ...userFields } = sampleSettings;
export const sampleUser: TPublicUser = { ...baseUser, ...userFields };
