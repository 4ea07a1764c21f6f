import {
  isSystemConfigKey,
  SYSTEM_CONFIG_RULES,
  systemConfigRangeMessage,
  type TSystemConfig,
  type TSystemConfigKey,
} from '@shared/contracts/system-config';
import type { TExecutor } from '../../db/client';
import { systemConfigs } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { toSystemConfig } from './list-system-configs';

type TValue = string | number | boolean;

/**
 * Sets one system config value within its range (docs/product-rules.md R3, R11, R33). The scheduler and the
 * alert fan-out read these rows at every tick, so a change applies from the next one without a restart.
 */
export async function updateSystemConfig(opts: {
  db: TExecutor;
  key: string;
  value: TValue;
  updatedBy: string;
  now?: Date;
}): Promise<TSystemConfig> {
  if (!isSystemConfigKey(opts.key)) throw new AppError('not_found', `Unknown setting: ${opts.key}`);
  const value = normalizeValue(opts.key, opts.value);
  const now = opts.now ?? new Date();
  const [row] = await opts.db
    .insert(systemConfigs)
    .values({
      key: opts.key,
      value,
      category: categoryOf(opts.key),
      dataType: SYSTEM_CONFIG_RULES[opts.key].kind === 'boolean' ? 'boolean' : 'number',
      updatedBy: opts.updatedBy,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: systemConfigs.key,
      set: { value, updatedBy: opts.updatedBy, updatedAt: now },
    })
    .returning();
  return toSystemConfig(row!);
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
  if (key.startsWith('scraping_')) return 'scraping';
  if (key.startsWith('weekly_email_')) return 'email';
  return 'alerts';
}
