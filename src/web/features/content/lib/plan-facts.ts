/**
 * Plan facts as seeded in plan_configs and system config (DECISIONS 1-3). The web app has no public
 * plans call yet, so the copy reads them from this one place; replace with that call when it exists.
 */
export const PLAN_FACTS = [
  { key: 'free', name: 'Free', price: 0, competitors: 1, refresh: 'daily', alerts: 'a weekly digest' },
  {
    key: 'starter',
    name: 'Starter',
    price: 19,
    competitors: 3,
    refresh: 'twice daily',
    alerts: 'a daily digest',
  },
  { key: 'pro', name: 'Pro', price: 49, competitors: 10, refresh: 'every 2 hours', alerts: 'instant alerts' },
] as const;

export const LOWEST_PAID_PRICE = 19;
