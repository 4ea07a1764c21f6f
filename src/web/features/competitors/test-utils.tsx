import type { TPublicUser } from '@shared/contracts/auth';
import type { TCompetitor } from '@shared/contracts/competitors';

export { dismissAllToasts, json, renderWithProviders, samplePlans, stubApi } from '@web/testing/render';

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

export function competitor(overrides: Partial<TCompetitor> = {}): TCompetitor {
  return {
    id: 'c1',
    name: 'Acme Outdoor',
    url: 'https://acme-outdoor.com',
    domain: 'acme-outdoor.com',
    status: 'active',
    lastScraped: null,
    productCount: 0,
    errorMessage: null,
    deactivatedAt: null,
    currency: 'USD',
    progress: null,
    nextTryAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}
