import { asc, eq, sql } from 'drizzle-orm';
import type { ZAdminPlanCreate } from '@shared/contracts/admin-plans';
import {
  planIntervalRange,
  type TAdminPlanConfig,
  type TAdminPlanUpdate,
} from '@shared/contracts/admin-plans';
import type { z } from 'zod';
import type { TDb, TExecutor } from '../../db/client';
import { planConfigs, systemConfigs, type TPlanConfigRow } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordAdminAction, type TAdminActor } from '../audit-log/record-admin-action';

export function toAdminPlanConfig(r: TPlanConfigRow): TAdminPlanConfig {
  return {
    id: r.id,
    key: r.key,
    name: r.name,
    price: r.price,
    maxCompetitors: r.maxCompetitors,
    maxMembers: r.maxMembers,
    scrapingIntervalMinutes: r.scrapingIntervalMinutes,
    bestSellerDepth: r.bestSellerDepth,
    features: r.features,
    description: r.description,
    stripePriceId: r.stripePriceId,
    isActive: r.isActive,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Every plan, active or not, cheapest first (docs/product-rules.md R59). */
export async function listPlanConfigs(opts: { db: TExecutor }): Promise<TAdminPlanConfig[]> {
  const rows = await opts.db.select().from(planConfigs).orderBy(asc(planConfigs.price), asc(planConfigs.id));
  return rows.map(toAdminPlanConfig);
}

function assertInterval(key: string, minutes: number | undefined) {
  if (minutes === undefined) return;
  const { min, max } = planIntervalRange(key);
  if (minutes < min || minutes > max) {
    throw new AppError('bad_request', `Scraping interval must be between ${min} and ${max} minutes`, {
      details: [{ field: 'scrapingIntervalMinutes', message: `Between ${min} and ${max} minutes` }],
    });
  }
}

/** The interval of a sold plan is also its system setting (R3): both change together. */
async function syncInterval(tx: TExecutor, key: string, minutes: number, adminId: string, now: Date) {
  if (!['free', 'starter', 'pro'].includes(key)) return;
  await tx
    .update(systemConfigs)
    .set({ value: String(minutes), updatedBy: adminId, updatedAt: now })
    .where(eq(systemConfigs.key, `scraping_interval_${key}_minutes`));
}

/** A plan's key from its name: lower-case words joined by dashes, made unique with a number. */
async function freeKey(tx: TExecutor, name: string): Promise<string> {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'plan';
  const taken = new Set(
    (
      await tx
        .select({ key: planConfigs.key })
        .from(planConfigs)
        .where(sql`${planConfigs.key} LIKE ${`${base}%`}`)
    ).map((r) => r.key),
  );
  if (!taken.has(base)) return base;
  for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
}

export async function createPlanConfig(opts: {
  db: TDb;
  admin: TAdminActor;
  input: z.output<typeof ZAdminPlanCreate>;
}): Promise<TAdminPlanConfig> {
  assertInterval('', opts.input.scrapingIntervalMinutes);
  return opts.db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(planConfigs)
      .values({ ...opts.input, key: await freeKey(tx, opts.input.name), createdAt: now, updatedAt: now })
      .returning();
    await recordAdminAction({
      db: tx,
      admin: opts.admin,
      action: 'plan_config.create',
      targetType: 'plan_config',
      targetId: row!.id,
      after: row,
      now,
    });
    return toAdminPlanConfig(row!);
  });
}

/** Edits a plan within its ranges; the change applies at once to prices, limits and the scheduler (R59). */
export async function updatePlanConfig(opts: {
  db: TDb;
  admin: TAdminActor;
  id: number;
  input: TAdminPlanUpdate;
}): Promise<TAdminPlanConfig> {
  return opts.db.transaction(async (tx) => {
    const [before] = await tx.select().from(planConfigs).where(eq(planConfigs.id, opts.id)).for('update');
    if (!before) throw new AppError('not_found', 'Plan not found');
    assertInterval(before.key, opts.input.scrapingIntervalMinutes);
    if (before.key === 'free' && opts.input.isActive === false) {
      throw new AppError(
        'bad_request',
        'The Free plan cannot be deactivated: every account falls back to it.',
      );
    }
    const now = new Date();
    const [after] = await tx
      .update(planConfigs)
      .set({ ...opts.input, updatedAt: now })
      .where(eq(planConfigs.id, opts.id))
      .returning();
    if (opts.input.scrapingIntervalMinutes !== undefined) {
      await syncInterval(tx, before.key, opts.input.scrapingIntervalMinutes, opts.admin.id, now);
    }
    await recordAdminAction({
      db: tx,
      admin: opts.admin,
      action: 'plan_config.update',
      targetType: 'plan_config',
      targetId: before.id,
      before,
      after,
      now,
    });
    return toAdminPlanConfig(after!);
  });
}
