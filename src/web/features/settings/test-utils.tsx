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
};

export const sampleUser: TPublicUser = { ...baseUser, ...sampleSettings };
