import { asc } from 'drizzle-orm';
import type { TSystemConfig } from '@shared/contracts/system-config';
import type { TExecutor } from '../../db/client';
import { systemConfigs } from '../../db/schema';

export function toSystemConfig(row: typeof systemConfigs.$inferSelect): TSystemConfig {
  return {
    key: row.key,
    value: row.value,
    description: row.description,
    category: row.category,
    dataType: row.dataType,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every system config row, grouped by category. */
export async function listSystemConfigs(opts: { db: TExecutor }): Promise<TSystemConfig[]> {
  const rows = await opts.db
    .select()
    .from(systemConfigs)
    .orderBy(asc(systemConfigs.category), asc(systemConfigs.key));
  return rows.map(toSystemConfig);
}
