/**
 * Every feature the public pages claim, decided once (docs/product-rules.md R32): the Support Center, the FAQ and
 * the landing page render these entries, never their own wording of what exists. Each claim names the API
 * operations it depends on; it is in force when all of them exist. The server answers which claims are in force
 * (GET /api/config/public, from its OpenAPI document), so a claim flips by itself the day its route lands; until
 * the pages hear from the server they show `status`, which the claims test (src/server/claims.test.ts) holds to
 * the routes: a claim marked available names routes that exist, a claim marked coming names a route that does not
 * exist yet, and the test fails the day it does.
 */

import { joinWords } from '../format/words';

export type TClaimStatus = 'available' | 'coming';

/** An API operation, as the OpenAPI document names it; `bodyField` must be a property of its JSON body. */
export type TClaimRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: `/api/${string}`;
  bodyField?: string;
};

export type TClaim = {
  /** The feature's name as the pages show it. */
  title: string;
  /** The same name inside a sentence ("signed webhooks", "team management"). */
  name: string;
  /** One sentence on what it does. */
  text: string;
  /** Who gets it: every plan, or Pro only (docs/product-rules.md R4, R6). */
  plan: 'every' | 'pro';
  /** All must exist for the claim to be in force. */
  dependsOn: readonly TClaimRoute[];
  /** What the pages say until the server answers; the claims test keeps it equal to the server's answer. */
  status: TClaimStatus;
};

export const FEATURE_CLAIMS = {
  competitorTracking: {
    title: 'Competitor tracking',
    name: 'competitor tracking',
    text: "Every competitor's public catalogue in one place, kept up to date for you.",
    plan: 'every',
    dependsOn: [{ method: 'POST', path: '/api/competitors' }],
    status: 'available',
  },
  launchMonitoring: {
    title: 'New product launch monitoring',
    name: 'new product launch monitoring',
    text: 'New products on the stores you track, dated by when the store published them.',
    plan: 'every',
    dependsOn: [{ method: 'GET', path: '/api/product-launches' }],
    status: 'available',
  },
  priceHistory: {
    title: 'Price history for every variant',
    name: 'price history for every variant',
    text: 'Each price and compare-at price is recorded per variant, so you see what changed and when.',
    plan: 'every',
    dependsOn: [{ method: 'GET', path: '/api/price-changes' }],
    status: 'available',
  },
  discountTracking: {
    title: 'Discounts started, deepened or ended',
    name: 'discount tracking',
    text: 'Products on sale and every discount we detected, with the amount saved.',
    plan: 'every',
    dependsOn: [{ method: 'GET', path: '/api/promotions' }],
    status: 'available',
  },
  emailAlerts: {
    title: 'Email alerts',
    name: 'email alerts',
    text: 'Alerts by email on the cadence of your plan.',
    plan: 'every',
    dependsOn: [{ method: 'POST', path: '/api/test-email-alert' }],
    status: 'available',
  },
  slackAlerts: {
    title: 'Slack alerts',
    name: 'Slack alerts',
    text: 'Alerts posted to a Slack channel of yours through an incoming webhook.',
    plan: 'pro',
    dependsOn: [
      { method: 'PATCH', path: '/api/user/settings', bodyField: 'slackWebhookUrl' },
      { method: 'POST', path: '/api/test-slack' },
    ],
    status: 'available',
  },
  bulkExport: {
    title: 'Bulk export',
    name: 'bulk export',
    text: 'Download competitors and products as CSV or JSON.',
    plan: 'pro',
    dependsOn: [{ method: 'GET', path: '/api/export/{dataset}' }],
    status: 'available',
  },
  webhooks: {
    title: 'Webhooks',
    name: 'signed webhooks',
    text: 'Send change events to your own automation, signed so you can verify them.',
    plan: 'pro',
    dependsOn: [
      { method: 'PATCH', path: '/api/user/settings', bodyField: 'webhookUrl' },
      { method: 'PATCH', path: '/api/user/settings', bodyField: 'webhookSecret' },
    ],
    status: 'available',
  },
  apiIntegration: {
    title: 'API integration',
    name: 'API integration',
    text: 'Personal API tokens for reading your data from your own scripts, described by the OpenAPI document at /api/docs.',
    plan: 'every',
    dependsOn: [
      { method: 'POST', path: '/api/user/api-tokens' },
      { method: 'GET', path: '/api/products' },
    ],
    status: 'available',
  },
  /**
   * Teams (docs/product-rules.md R24): the account's members, listed at GET /api/account/members.
   */
  teamManagement: {
    title: 'Team management',
    name: 'team management',
    text: 'Several people sharing one account with their own logins.',
    plan: 'every',
    dependsOn: [{ method: 'GET', path: '/api/account/members' }],
    status: 'available',
  },
} as const satisfies Record<string, TClaim>;

export type TClaimId = keyof typeof FEATURE_CLAIMS;
export const CLAIM_IDS = Object.keys(FEATURE_CLAIMS) as TClaimId[];

/** "Slack alerts and signed webhooks": the claims' names inside a sentence. */
export function claimNames(ids: readonly TClaimId[]): string {
  return joinWords(ids.map((id) => FEATURE_CLAIMS[id].name));
}

/** Which claims are in force, as the server reports them; missing ids keep their table status. */
export type TClaimsInForce = Partial<Record<TClaimId, boolean>>;

/** The claim's status: the server's answer when there is one, else the table's. */
export function claimStatus(id: TClaimId, inForce?: TClaimsInForce): TClaimStatus {
  const known = inForce?.[id];
  if (known === undefined) return FEATURE_CLAIMS[id].status;
  return known ? 'available' : 'coming';
}

/**
 * Which claims are in force, given a test of one operation: the same rule on the server (against its OpenAPI
 * document) and in the claims test.
 */
export function claimsInForce(exists: (route: TClaimRoute) => boolean): Record<TClaimId, boolean> {
  return Object.fromEntries(
    CLAIM_IDS.map((id) => [id, FEATURE_CLAIMS[id].dependsOn.every((route) => exists(route))]),
  ) as Record<TClaimId, boolean>;
}
