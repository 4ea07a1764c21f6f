import { inArray } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { systemConfigs } from '../db/schema';

/** The system config the lifecycle emails follow, with the seeded defaults when a key is missing or off. */
export type TLifecycleSettings = { weeklyDay: number; weeklyHour: number; thresholdPercent: number };

export async function readLifecycleSettings(db: TExecutor): Promise<TLifecycleSettings> {
  const rows = await db
    .select({ key: systemConfigs.key, value: systemConfigs.value, isActive: systemConfigs.isActive })
    .from(systemConfigs)
    .where(inArray(systemConfigs.key, ['weekly_email_day', 'weekly_email_hour', 'price_alert_threshold']));
  const value = (key: string, fallback: number) => {
    const row = rows.find((r) => r.key === key && r.isActive);
    const n = row ? Number(row.value) : NaN;
    return Number.isFinite(n) ? n : fallback;
  };
  return {
    weeklyDay: value('weekly_email_day', 1),
    weeklyHour: value('weekly_email_hour', 10),
    thresholdPercent: value('price_alert_threshold', 3),
  };
}

/** ISO 8601 week of a UTC date, "2026-W07": the occasion of a weekly summary. */
export function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = Date.UTC(d.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((d.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** "2026-02-13": the occasion of a dated email (the activation nudge). */
export const utcDay = (date: Date) => date.toISOString().slice(0, 10);
