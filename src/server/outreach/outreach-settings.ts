import { inArray, sql } from 'drizzle-orm';
import { LEAD_EMAIL_DELAY_DEFAULTS, type TLeadEmailSettings } from '@shared/contracts/outreach';
import type { TExecutor } from '../db/client';
import { systemConfigs } from '../db/schema';
import { recordAdminAction, type TAdminActor } from '../admin/audit-log/record-admin-action';

/** The system config keys of outreach (docs/product-rules.md R99). */
export const OUTREACH_CONFIG_KEYS = {
  email2: 'email2_delay_days',
  email3: 'email3_delay_days',
  dailyCap: 'outreach_daily_cap',
} as const;
export const OUTREACH_DAILY_CAP_DEFAULT = 50;

export type TOutreachSettings = { email2DelayDays: number; email3DelayDays: number; dailyCap: number };

/** The delays and the daily cap, with their defaults when a key is missing or switched off. */
export async function readOutreachSettings(db: TExecutor): Promise<TOutreachSettings> {
  const rows = await db
    .select({ key: systemConfigs.key, value: systemConfigs.value, isActive: systemConfigs.isActive })
    .from(systemConfigs)
    .where(inArray(systemConfigs.key, Object.values(OUTREACH_CONFIG_KEYS)));
  const value = (key: string, fallback: number) => {
    const row = rows.find((r) => r.key === key && r.isActive);
    const n = row ? Number(row.value) : NaN;
    return Number.isInteger(n) && n > 0 ? n : fallback;
  };
  return {
    email2DelayDays: value(OUTREACH_CONFIG_KEYS.email2, LEAD_EMAIL_DELAY_DEFAULTS.email2_delay_days),
    email3DelayDays: value(OUTREACH_CONFIG_KEYS.email3, LEAD_EMAIL_DELAY_DEFAULTS.email3_delay_days),
    dailyCap: value(OUTREACH_CONFIG_KEYS.dailyCap, OUTREACH_DAILY_CAP_DEFAULT),
  };
}

export function toLeadEmailSettings(s: TOutreachSettings): TLeadEmailSettings {
  return {
    email2_delay_days: s.email2DelayDays,
    email3_delay_days: s.email3DelayDays,
    daily_cap: s.dailyCap,
  };
}

/** Stores the delays (and the cap when given) in system config, with an audit-log entry; the next tick uses them. */
export async function saveLeadEmailSettings(opts: {
  db: TExecutor;
  input: TLeadEmailSettings;
  admin: TAdminActor;
  now?: Date;
}): Promise<TLeadEmailSettings> {
  const now = opts.now ?? new Date();
  const before = toLeadEmailSettings(await readOutreachSettings(opts.db));
  const values: [string, number, string][] = [
    [OUTREACH_CONFIG_KEYS.email2, opts.input.email2_delay_days, 'Days from outreach email 1 to email 2'],
    [OUTREACH_CONFIG_KEYS.email3, opts.input.email3_delay_days, 'Days from outreach email 2 to email 3'],
  ];
  if (opts.input.daily_cap !== undefined)
    values.push([
      OUTREACH_CONFIG_KEYS.dailyCap,
      opts.input.daily_cap,
      'Outreach emails sent per day at most',
    ]);
  await opts.db
    .insert(systemConfigs)
    .values(
      values.map(([key, value, description]) => ({
        key,
        value: String(value),
        description,
        category: 'outreach',
        dataType: 'number',
        updatedBy: opts.admin.id,
        updatedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: systemConfigs.key,
      set: {
        value: sql`excluded.value`,
        isActive: true,
        updatedBy: opts.admin.id,
        updatedAt: now,
      },
    });
  const after = toLeadEmailSettings(await readOutreachSettings(opts.db));
  await recordAdminAction({
    db: opts.db,
    admin: opts.admin,
    action: 'system_config.update',
    targetType: 'system_config',
    targetId: 'lead_email_settings',
    before,
    after,
    now,
  });
  return after;
}
