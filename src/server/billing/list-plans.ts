import { asc, eq, like } from 'drizzle-orm';
import { PLAN_KEYS } from '@shared/constants/plans';
import type { TPlan } from '@shared/contracts/plans';
import type { TExecutor } from '../db/client';
import { planConfigs, systemConfigs } from '../db/schema';

/**
 * Active customer plans, cheapest first, with system config's refresh intervals (docs/product-rules.md R3).
 */
export async function listPlans(db: TExecutor): Promise<TPlan[]> {
  const rows = await db
    .select()
    .from(planConfigs)
    .where(eq(planConfigs.isActive, true))
    .orderBy(asc(planConfigs.price));
  const intervals = new Map(
    (
      await db
        .select({ key: systemConfigs.key, value: systemConfigs.value })
        .from(systemConfigs)
        .where(like(systemConfigs.key, 'scraping_interval_%_minutes'))
    ).map((c) => [c.key, Number(c.value)]),
  );
  return rows
    .filter((r) => (PLAN_KEYS as readonly string[]).includes(r.key))
    .map((r) => ({
      key: r.key as TPlan['key'],
      name: r.name,
      price: r.price,
      maxCompetitors: r.maxCompetitors,
      scrapingIntervalMinutes:
        intervals.get(`scraping_interval_${r.key}_minutes`) || r.scrapingIntervalMinutes,
      features: r.features,
      description: r.description,
    }));
}
