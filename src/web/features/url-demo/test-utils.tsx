import type { TPublicUser } from '@shared/contracts/auth';

export { dismissAllToasts, json, renderWithProviders, stubApi } from '@web/testing/render';

export const sampleUser: TPublicUser = {
  id: 'u1',
  username: 'maria',
  email: 'maria@shop.test',
  firstName: 'Maria',
  lastName: null,
  profileImageUrl: null,
  subscriptionStatus: 'active',
  subscriptionPlan: 'starter',
  isAdmin: false,
  timezone: 'UTC',
  emailNotifications: true,
  slackNotifications: false,
  alertFrequency: 'daily',
  csvFormat: 'standard',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
