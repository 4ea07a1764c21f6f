/**
 * The facts the marketing copy states, kept in one place (DECISIONS 1-3, 21). Plan prices are seeded in
 * plan_configs; until a public plans call exists the landing page reads them from here.
 */
export const OFFER = {
  setupMinutes: 5,
  freeCompetitors: 1,
  lowestPaidPrice: 19,
  refresh: { free: 'daily', starter: 'twice daily', pro: 'every 2 hours' },
  supportResponse: 'within 24 hours',
} as const;
