// Sample answers of the API, shaped by the shared contracts.
import type { TMyAccount } from '@shared/contracts/account';
import type { TPublicUser, TUserSettings } from '@shared/contracts/auth';
import type { TBillingConfig, TPayment, TSubscriptionStatus } from '@shared/contracts/billing';
import type { TCompetitor } from '@shared/contracts/competitors';
import type { TPlan } from '@shared/contracts/plans';
import type { TPricePositionRow } from '@shared/contracts/price-position';

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

/** GET /api/user/settings of sampleUser, in another timezone than the user's default. */
export const sampleSettings: TUserSettings = {
  username: sampleUser.username,
  email: sampleUser.email,
  firstName: sampleUser.firstName,
  lastName: sampleUser.lastName,
  timezone: 'Europe/Paris',
  emailNotifications: sampleUser.emailNotifications,
  slackNotifications: sampleUser.slackNotifications,
  alertFrequency: sampleUser.alertFrequency,
  csvFormat: sampleUser.csvFormat,
  slackWebhookUrl: null,
  webhookUrl: null,
  webhookSecretSet: false,
};

/** A plan with the given figures; the rest (interval, features, description) filled in. */
export function samplePlan(
  p: Pick<TPlan, 'key' | 'name' | 'price' | 'maxCompetitors'> & Partial<TPlan>,
): TPlan {
  return {
    scrapingIntervalMinutes: 1440,
    features: [`${p.maxCompetitors} stores`],
    description: `${p.name} plan.`,
    ...p,
  };
}

export const samplePlans: TPlan[] = [
  samplePlan({ key: 'free', name: 'Free', price: 0, maxCompetitors: 1 }),
  samplePlan({ key: 'starter', name: 'Starter', price: 1900, maxCompetitors: 3 }),
  samplePlan({ key: 'pro', name: 'Pro', price: 4900, maxCompetitors: 10 }),
];

/** Plan figures unlike the seeded ones, so a figure on screen can only have come from GET /api/plans. */
export const unlikePlans: TPlan[] = [
  { key: 'free', name: 'Free', price: 0, maxCompetitors: 2, scrapingIntervalMinutes: 1440 },
  { key: 'starter', name: 'Starter', price: 2500, maxCompetitors: 4, scrapingIntervalMinutes: 360 },
  { key: 'pro', name: 'Pro', price: 5900, maxCompetitors: 12, scrapingIntervalMinutes: 120 },
].map((p) => samplePlan({ ...p, key: p.key as TPlan['key'], features: [], description: '' }));

export function sampleCompetitor(overrides: Partial<TCompetitor> = {}): TCompetitor {
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

/** GET /api/billing/config with the simulated provider (or the overrides). */
export function sampleBillingConfig(overrides: Partial<TBillingConfig> = {}): TBillingConfig {
  return {
    provider: 'simulated',
    publishableKey: null,
    customerPortal: false,
    currency: 'usd',
    ...overrides,
  };
}

/** 2026-03-03 12:00 UTC in seconds: a period end the texts can name ("March 3, 2026"). */
export const SAMPLE_PERIOD_END = Date.UTC(2026, 2, 3, 12) / 1000;

/** GET /api/subscription-status of an active Pro subscription paid with a Visa (or the overrides). */
export function sampleSubscription(overrides: Partial<TSubscriptionStatus> = {}): TSubscriptionStatus {
  return {
    plan: 'pro',
    status: 'active',
    currentPeriodEnd: SAMPLE_PERIOD_END,
    currentPeriodStart: SAMPLE_PERIOD_END - 28 * 86400,
    cancelAtPeriodEnd: false,
    scheduledPlan: null,
    competitorsToPause: 0,
    nextPaymentAttemptAt: null,
    card: { brand: 'visa', last4: '4242' },
    provider: 'simulated',
    ...overrides,
  };
}

/** GET /api/subscription-status of a user who never paid. */
export const freeSubscription = sampleSubscription({
  plan: 'free',
  status: 'free',
  currentPeriodEnd: null,
  currentPeriodStart: null,
  card: null,
});

export function samplePayment(overrides: Partial<TPayment> = {}): TPayment {
  return {
    id: 'pay-1',
    receiptNumber: 'RW-000001',
    amount: 4900,
    currency: 'usd',
    plan: 'pro',
    kind: 'initial',
    status: 'succeeded',
    cardBrand: 'visa',
    cardLast4: '4242',
    failureReason: null,
    periodStart: '2026-02-03T12:00:00.000Z',
    periodEnd: '2026-03-03T12:00:00.000Z',
    createdAt: '2026-02-03T12:00:00.000Z',
    ...overrides,
  };
}

/** The account list of a person who owns the one account they act in (GET /api/account/accounts). */
export const sampleOwnAccounts: TMyAccount[] = [
  { id: 'acc-1', name: 'Northpeak', role: 'owner', current: true },
];

type TPositionCompetitor = TPricePositionRow['competitors'][number];

/** A competitor's compared price of my product (a confirmed match in my currency). */
export function samplePositionCompetitor(overrides: Partial<TPositionCompetitor> = {}): TPositionCompetitor {
  return {
    competitorId: 'c1',
    competitorName: 'Harbor Street Supply',
    productId: 11,
    title: 'Linen Shirt Blue M',
    url: 'https://hss.example/products/linen',
    price: '45.00',
    compareAtPrice: null,
    currency: 'USD',
    compared: true,
    notComparedReason: null,
    ...overrides,
  };
}

/** Where my product's price stands (GET /api/price-position): the most expensive of two, 8.89 % above the cheapest. */
export function samplePositionRow(overrides: Partial<TPricePositionRow> = {}): TPricePositionRow {
  return {
    productId: 1,
    title: 'Linen Shirt – Blue / M',
    vendor: 'Tidewater',
    productType: 'Shirts',
    url: 'https://own.example/products/linen',
    price: '49.00',
    compareAtPrice: null,
    currency: 'USD',
    cheapestPrice: '45.00',
    rank: 2,
    rankedOf: 2,
    gapPct: '8.89',
    position: 'most_expensive',
    competitors: [samplePositionCompetitor()],
    ...overrides,
  };
}
