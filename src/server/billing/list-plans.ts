import { asc, eq } from 'drizzle-orm';
import { PLAN_KEYS } from '@shared/constants/plans';
import type { TPlan } from '@shared/contracts/plans';
import type { TExecutor } from '../db/client';
import { planConfigs } from '../db/schema';

/** The active customer plans, cheapest first. */
export async function listPlans(db: TExecutor): Promise<TPlan[]> {
  const rows = await db
    .select()
    .from(planConfigs)
    .where(eq(planConfigs.isActive, true))
    .orderBy(asc(planConfigs.price));
  return rows
    .filter((r) => (PLAN_KEYS as readonly string[]).includes(r.key))
    .map((r) => ({
      key: r.key as TPlan['key'],
      name: r.name,
      price: r.price,
      maxCompetitors: r.maxCompetitors,
      scrapingIntervalMinutes: r.scrapingIntervalMinutes,
      features: r.features,
      description: r.description,
    }));
}
