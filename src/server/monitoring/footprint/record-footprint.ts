import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { scrapePendingEvents, storeFootprints, type TFootprintKind } from '../../db/schema';
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
  removed: TPresentRow[];
};

type TPresentRow = {
  kind: TFootprintKind;
  key: string;
  name: string;
  category: string | null;
  details: Record<string, unknown>;
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

/** "Dawn 15.0.0": the theme's name and, when it declares one, its version. */
function themeLabel(row: { name: string; details: Record<string, unknown> }): string {
  const version = row.details.schemaVersion;
  return typeof version === 'string' && version ? `${row.name} ${version}` : row.name;
}

function themeSide(row: { name: string; details: Record<string, unknown> }) {
  return { label: themeLabel(row), name: row.name, ...row.details };
}

/**
 * The change events a footprint change makes (docs/product-rules.md R128): a theme switched (one theme gone, another
 * in its place, with a different name or version), a known app added or removed. Unknown hosts are listed on the
 * "Runs on" panel but make no event: a host no known app claims is not news a person can act on.
 */
export function footprintEvents(
  changes: TFootprintChanges,
): { type: string; metadata: Record<string, unknown> }[] {
  const events: { type: string; metadata: Record<string, unknown> }[] = [];
  const from = changes.removed.find((r) => r.kind === 'theme');
  const to = changes.added.find((r) => r.kind === 'theme');
  if (from && to && themeLabel(from) !== themeLabel(to))
    events.push({
      type: 'theme_changed',
      metadata: { from: themeSide(from), to: { ...themeSide(to), evidence: to.evidence } },
    });
  for (const app of changes.added.filter((r) => r.kind === 'app'))
    events.push({
      type: 'app_added',
      metadata: { name: app.name, category: app.category, evidence: app.evidence },
    });
  for (const app of changes.removed.filter((r) => r.kind === 'app'))
    events.push({ type: 'app_removed', metadata: { name: app.name, category: app.category } });
  return events;
}

/**
 * Stores what a read of the home page found, as changes only: a thing not present before opens a row, a present one
 * no longer found is closed (removed_at). The same set as before writes nothing. The changes' events go to the
 * store's pending events in the same transaction, so the scrape's ingest publishes them with the catalogue's (one
 * fan-out, the same held deliveries) and a crash leaves both or neither; the first read of a store is its baseline
 * and makes no event. A store read by two workers at once cannot happen (claim-store.ts), and the partial unique
 * index keeps one present row per thing even so.
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
        category: storeFootprints.category,
        details: storeFootprints.details,
      })
      .from(storeFootprints)
      .where(and(eq(storeFootprints.storeId, storeId), isNull(storeFootprints.removedAt)));
    const id = (r: { kind: string; key: string }) => `${r.kind}\n${r.key}`;
    const foundIds = new Set(found.map(id));
    const presentIds = new Set(present.map(id));
    const added = found.filter((r) => !presentIds.has(id(r)));
    const removed = present.filter((r) => !foundIds.has(id(r)));
    if (added.length === 0 && removed.length === 0) return { added, removed: [] };
    const [seenBefore] = await tx
      .select({ id: storeFootprints.id })
      .from(storeFootprints)
      .where(eq(storeFootprints.storeId, storeId))
      .limit(1);
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
    const changes = { added, removed: removed.map(({ id: _id, ...r }) => r) };
    const events = seenBefore ? footprintEvents(changes) : [];
    if (events.length > 0)
      await tx
        .insert(scrapePendingEvents)
        .values(events.map((e) => ({ storeId, type: e.type, metadata: e.metadata, detectedAt: seenAt })));
    return changes;
  });
}
