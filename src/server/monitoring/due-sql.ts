import { sql, type SQL } from 'drizzle-orm';

/**
 * The one definition of when a store falls due, shared by the minute tick's query (find-due-stores.ts) and a
 * worker's claim (claim-store.ts), so the two can never disagree about a store.
 */

/**
 * `cfg`: the scraping settings in force (system config, docs/product-rules.md R3, R8): `enabled`, and each plan's
 * interval in minutes (`free`, `starter`, `pro`), with their defaults when unset.
 */
export const scrapeSettingsCte: SQL = sql`cfg AS (
  SELECT
    coalesce(max(value) FILTER (WHERE key = 'scraping_enabled'), 'true') AS enabled,
    coalesce(max(value) FILTER (WHERE key = 'scraping_interval_free_minutes'), '1440')::int AS free,
    coalesce(max(value) FILTER (WHERE key = 'scraping_interval_starter_minutes'), '720')::int AS starter,
    coalesce(max(value) FILTER (WHERE key = 'scraping_interval_pro_minutes'), '120')::int AS pro
  FROM system_configs
)`;

/**
 * The accounts reading each store (store_id, account_id): their active competitors, and their own stores,
 * which are read on the account's plan schedule like a competitor (docs/product-rules.md R126). `competitorFilter`
 * narrows the competitors (alias `c`).
 */
export function storeReaders(competitorFilter: SQL): SQL {
  return sql`(SELECT c.store_id, c.account_id FROM competitors c WHERE ${competitorFilter}
    UNION ALL SELECT o.store_id, o.account_id FROM own_stores o)`;
}

/**
 * A store's interval in minutes: the shortest among the plans of its active subscribers (the readers `c` joined to
 * their accounts `a`, with `cfg`); an aggregate, so group by the store.
 */
export const subscribersMinutes: SQL = sql`min(CASE a.subscription_plan WHEN 'pro' THEN cfg.pro
  WHEN 'starter' THEN cfg.starter ELSE cfg.free END)`;

/** The end of a store's interval since its last scrape (`s` the store), with SCRAPE_INTERVAL_SCALE applied. */
export function intervalEnd(minutes: SQL, intervalScale = 1): SQL {
  return sql`s.last_scraped_at + make_interval(secs => ${minutes} * 60.0 / ${intervalScale}::float8)`;
}
