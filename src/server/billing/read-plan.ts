import { and, eq } from 'drizzle-orm';
import { PLAN_LABELS, type TPlanKey } from '@shared/constants/plans';
import type { TExecutor } from '../db/client';
import { planConfigs } from '../db/schema';
import { AppError } from '../lib/errors';

export type TPlanTerms = { key: TPlanKey; name: string; price: number; maxCompetitors: number };

/** A plan's price and limit as plan_configs says now (docs/product-rules.md R1); inactive plans are not on sale. */
export async function readPlan(db: TExecutor, key: TPlanKey): Promise<TPlanTerms> {
  const [row] = await db
    .select({
      name: planConfigs.name,
      price: planConfigs.price,
      maxCompetitors: planConfigs.maxCompetitors,
    })
    .from(planConfigs)
    .where(and(eq(planConfigs.key, key), eq(planConfigs.isActive, true)));
  if (!row) throw new AppError('conflict', `The ${PLAN_LABELS[key]} plan is not on sale.`);
  return { key, ...row };
}

/** The competitor limit of a plan; Free keeps one even if its row is missing. */
export async function planLimit(db: TExecutor, key: TPlanKey): Promise<number> {
  const [row] = await db
    .select({ max: planConfigs.maxCompetitors })
    .from(planConfigs)
    .where(eq(planConfigs.key, key));
  return row?.max ?? 1;
}
