import { inArray, sql } from 'drizzle-orm';
import type { TStatusIncident } from '@shared/contracts/status';
import type { TExecutor } from '../../db/client';
import { pageLimit, rowsOf } from '../../db/rows';
import { statusIncidents } from '../../db/schema';
import { isoMicrosFromUtc, utcText } from '../../db/utc-time';
import { decodeCursor } from '../../lib/keyset-cursor';
import { keysetPage, type TPage } from '../../lib/send-page';
import { withUpdates } from '../../status/list-incidents';

export const ADMIN_INCIDENTS_PAGE = { default: 20, max: 100 };

/** Every incident, newest first; keyset-paged on (started_at, id). */
export async function listAdminIncidents(opts: {
  db: TExecutor;
  limit?: number;
  cursor?: string;
}): Promise<TPage<TStatusIncident>> {
  const limit = Math.min(opts.limit ?? ADMIN_INCIDENTS_PAGE.default, ADMIN_INCIDENTS_PAGE.max);
  const after = opts.cursor ? decodeCursor(opts.cursor, ['iso-micros', 'uuid'] as const) : null;
  const rows = rowsOf<{ id: string; started: string }>(
    await opts.db.execute(sql`
      SELECT id, ${utcText(sql`started_at`)} AS started
      FROM status_incidents
      ${after ? sql`WHERE (started_at, id) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : sql``}
      ORDER BY started_at DESC, id DESC
      LIMIT ${pageLimit(limit)}`),
  );
  const page = await keysetPage({
    rows,
    limit,
    isFirstPage: !after,
    count: async () =>
      rowsOf<{ n: number }>(await opts.db.execute(sql`SELECT count(*)::int AS n FROM status_incidents`))[0]!
        .n,
    cursorOf: (last) => [isoMicrosFromUtc(last.started), last.id],
    toItem: (r) => r.id,
  });
  const full = page.items.length
    ? await withUpdates(
        opts.db,
        await opts.db.select().from(statusIncidents).where(inArray(statusIncidents.id, page.items)),
      )
    : [];
  const byId = new Map(full.map((i) => [i.id, i]));
  return { ...page, items: page.items.map((id) => byId.get(id)!) };
}
