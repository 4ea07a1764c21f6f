import type { TCompetitor } from '@shared/contracts/competitors';

export {
  dismissAllToasts,
  json,
  renderWithProviders,
  samplePlans,
  sampleUser,
  stubApi,
} from '@web/testing/render';

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
