import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { TFootprintItem, TRunsOn } from '@shared/contracts/runs-on';
import type { TDb } from '../db/client';
import { storeFootprints, stores } from '../db/schema';

const HISTORY_LIMIT = 50;

type TRow = typeof storeFootprints.$inferSelect;

/**
 * What a competitor's store runs on (monitoring/footprint): the present theme, apps and unknown script hosts, and
 * what it ran on before. The caller has checked that the competitor is the account's (getOwnCompetitor).
 */
export async function getRunsOn(db: TDb, storeId: string): Promise<TRunsOn> {
  const [store] = await db
    .select({ lastSuccessAt: stores.lastSuccessAt })
    .from(stores)
    .where(eq(stores.id, storeId));
  const readAt = store?.lastSuccessAt ?? null;
  const [present, gone] = await Promise.all([
    db
      .select()
      .from(storeFootprints)
      .where(and(eq(storeFootprints.storeId, storeId), isNull(storeFootprints.removedAt))),
    db
      .select()
      .from(storeFootprints)
      .where(and(eq(storeFootprints.storeId, storeId), isNotNull(storeFootprints.removedAt)))
      .orderBy(desc(storeFootprints.removedAt), desc(storeFootprints.id))
      .limit(HISTORY_LIMIT),
  ]);
  const item = (r: TRow): TFootprintItem => {
    const details = r.details as { schemaVersion?: unknown; themeStoreId?: unknown };
    return {
      kind: r.kind,
      name: r.name,
      category: r.category,
      version: typeof details.schemaVersion === 'string' ? details.schemaVersion : null,
      themeStoreId: typeof details.themeStoreId === 'number' ? details.themeStoreId : null,
      evidence: r.evidence,
      firstSeenAt: r.firstSeenAt.toISOString(),
      lastSeenAt: (r.removedAt ?? readAt ?? r.firstSeenAt).toISOString(),
      removedAt: r.removedAt?.toISOString() ?? null,
    };
  };
  const byCategory = (a: TRow, b: TRow) =>
    (a.category ?? '').localeCompare(b.category ?? '') || a.name.localeCompare(b.name);
  const theme = present.find((r) => r.kind === 'theme');
  return {
    readAt: readAt?.toISOString() ?? null,
    theme: theme ? item(theme) : null,
    apps: present
      .filter((r) => r.kind === 'app')
      .sort(byCategory)
      .map(item),
    unknown: present
      .filter((r) => r.kind === 'unknown')
      .sort((a, b) => a.name.localeCompare(b.name))
      .map(item),
    history: gone.map(item),
  };
}
