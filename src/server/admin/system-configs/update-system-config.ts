import {
  isSystemConfigKey,
  SYSTEM_CONFIG_RULES,
  systemConfigRangeMessage,
  type TSystemConfig,
  type TSystemConfigKey,
} from '@shared/contracts/system-config';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { planConfigs, systemConfigs } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { recordAdminAction, type TAdminActor } from '../audit-log/record-admin-action';
import { toSystemConfig } from './list-system-configs';

type TValue = string | number | boolean;

/**
 * Sets one system config value within its range (docs/product-rules.md R3, R11, R33). The scheduler and the
 * alert fan-out read these rows at every tick, so a change applies from the next one without a restart.
 */
export async function updateSystemConfig(opts: {
  db: TDb;
  key: string;
  value: TValue;
  admin: TAdminActor;
  now?: Date;
}): Promise<TSystemConfig> {
  if (!isSystemConfigKey(opts.key)) throw new AppError('not_found', `Unknown setting: ${opts.key}`);
  const key = opts.key;
  const value = normalizeValue(key, opts.value);
  const now = opts.now ?? new Date();
  return opts.db.transaction(async (tx) => {
    const [before] = await tx.select().from(systemConfigs).where(eq(systemConfigs.key, key)).for('update');
    const [row] = await tx
      .insert(systemConfigs)
      .values({
        key,
        value,
        category: categoryOf(key),
        dataType: SYSTEM_CONFIG_RULES[key].kind === 'boolean' ? 'boolean' : 'number',
        updatedBy: opts.admin.id,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: systemConfigs.key,
        set: { value, updatedBy: opts.admin.id, updatedAt: now },
      })
      .returning();
    // A plan's refresh interval is one figure: the plan card shows what the scheduler uses (R59).
    const plan = /^scraping_interval_(free|starter|pro)_minutes$/.exec(key)?.[1];
    if (plan) {
      await tx
        .update(planConfigs)
        .set({ scrapingIntervalMinutes: Number(value), updatedAt: now })
        .where(eq(planConfigs.key, plan));
    }
    await recordAdminAction({
      db: tx,
      admin: opts.admin,
      action: 'system_config.update',
      targetType: 'system_config',
      targetId: key,
      before: before ? { value: before.value } : null,
      after: { value: row!.value },
      now,
    });
    return toSystemConfig(row!);
  });
}

/** The stored text of a value, or a 400 that names the setting and its range. */
export function normalizeValue(key: TSystemConfigKey, raw: TValue): string {
  const rule = SYSTEM_CONFIG_RULES[key];
  if (rule.kind === 'boolean') {
    if (raw === true || raw === 'true') return 'true';
    if (raw === false || raw === 'false') return 'false';
    throw new AppError('bad_request', systemConfigRangeMessage(key));
  }
  const range = `between ${rule.min} and ${rule.max}${rule.unit ? ` ${rule.unit}` : ''}`;
  const text = typeof raw === 'string' ? raw.trim() : raw;
  const n =
    typeof text === 'number'
      ? text
      : text !== '' && /^-?\d+(\.\d+)?$/.test(String(text))
        ? Number(text)
        : NaN;
  if (rule.kind === 'integer') {
    if (!Number.isInteger(n))
      throw new AppError('bad_request', `${rule.label} must be a whole number ${range}`);
    if (n < rule.min || n > rule.max) throw new AppError('bad_request', systemConfigRangeMessage(key));
    return String(n);
  }
  const tenths = n / rule.step;
  if (!Number.isFinite(n) || n < rule.min || n > rule.max || Math.abs(tenths - Math.round(tenths)) > 1e-9) {
    throw new AppError('bad_request', systemConfigRangeMessage(key));
  }
  return String(Number((Math.round(tenths) * rule.step).toFixed(1)));
}

function categoryOf(key: TSystemConfigKey): string {
  if (key.startsWith('scraping_') || key.startsWith('scrape_')) return 'scraping';
  if (key.startsWith('weekly_email_')) return 'email';
  return 'alerts';
}
