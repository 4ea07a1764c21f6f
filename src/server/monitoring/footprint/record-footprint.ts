import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { storeFootprints, type TFootprintKind } from '../../db/schema';
import type { TFootprint } from './read-footprint';

type TFootprintRow = {
  kind: TFootprintKind;
  key: string;
  name: string;
  category: string | null;
  details: Record<string, unknown>;
  evidence: string;
};

export type TFootprintChanges = {
  added: TFootprintRow[];
  removed: { kind: TFootprintKind; key: string; name: string }[];
};

/** The rows a read stands for: the theme, each known app, each unknown host. */
export function footprintRows(footprint: TFootprint): TFootprintRow[] {
  const rows: TFootprintRow[] = [];
  const { theme } = footprint;
  if (theme) {
    rows.push({
      kind: 'theme',
      key: `${theme.id ?? ''}:${theme.name}:${theme.schemaVersion ?? ''}`.slice(0, 300),
      name: theme.name,
      category: null,
      details: {
        id: theme.id,
        themeStoreId: theme.themeStoreId,
        schemaName: theme.schemaName,
        schemaVersion: theme.schemaVersion,
      },
      evidence: theme.evidence,
    });
  }
  for (const app of footprint.apps)
    rows.push({
      kind: 'app',
      key: app.name,
      name: app.name,
      category: app.category,
      details: {},
      evidence: app.evidence,
    });
  for (const u of footprint.unknown)
    rows.push({
      kind: 'unknown',
      key: u.host.slice(0, 300),
      name: u.host.slice(0, 300),
      category: null,
      details: {},
      evidence: u.evidence,
    });
  return rows;
}

/**
 * Stores what a read of the home page found, as changes only: a thing not present before opens a row, a present one
 * no longer found is closed (removed_at). The same set as before writes nothing. One short transaction, after the
 * catalogue's; a store read by two workers at once cannot happen (claim-store.ts), and the partial unique index
 * keeps one present row per thing even so.
 */
export async function recordFootprint(
  db: TDb,
  storeId: string,
  footprint: TFootprint,
  seenAt: Date,
): Promise<TFootprintChanges> {
  const found = footprintRows(footprint);
  return db.transaction(async (tx) => {
    const present = await tx
      .select({
        id: storeFootprints.id,
        kind: storeFootprints.kind,
        key: storeFootprints.key,
        name: storeFootprints.name,
      })
      .from(storeFootprints)
      .where(and(eq(storeFootprints.storeId, storeId), isNull(storeFootprints.removedAt)));
    const id = (r: { kind: string; key: string }) => `${r.kind}\n${r.key}`;
    const foundIds = new Set(found.map(id));
    const presentIds = new Set(present.map(id));
    const added = found.filter((r) => !presentIds.has(id(r)));
    const removed = present.filter((r) => !foundIds.has(id(r)));
    if (removed.length > 0) {
      await tx
        .update(storeFootprints)
        .set({ removedAt: seenAt })
        .where(
          and(
            eq(storeFootprints.storeId, storeId),
            isNull(storeFootprints.removedAt),
            sql`${storeFootprints.id} = ANY(${`{${removed.map((r) => r.id).join(',')}}`}::bigint[])`,
          ),
        );
    }
    if (added.length > 0) {
      await tx
        .insert(storeFootprints)
        .values(added.map((r) => ({ ...r, storeId, firstSeenAt: seenAt })))
        .onConflictDoNothing();
    }
    return { added, removed: removed.map(({ kind, key, name }) => ({ kind, key, name })) };
  });
}
