import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import type { TLead, TLeadsQuery } from '@shared/contracts/leads';
import type { TExecutor } from '../db/client';
import { containsPattern } from '../db/contains';
import { countOf, isoMicros } from '../db/rows';
import { leads } from '../db/schema/leads';
import { PLAN_EACH_CALL } from '../db/statement-cache';
import { decodeCursor } from '../lib/keyset-cursor';
import { keysetPage, type TPage } from '../lib/send-page';
import { sequenceStatusOf, toLead } from './lead-row';

export const LEADS_PAGE = { default: 50, max: 200 };

/**
 * Each sort: its key as SQL over the indexed expression (leads_created_idx, leads_store_name_idx,
 * leads_last_contacted_idx), the key as cursor text (timestamps with whole microseconds), the cursor text back as
 * SQL, and its default direction.
 */
const SORTS = {
  createdAt: {
    key: sql`${leads.createdAt}`,
    text: isoMicros(sql`${leads.createdAt}`),
    cast: (v: string) => sql`${v}::timestamptz`,
    desc: true,
  },
  storeName: {
    key: sql`lower(${leads.storeName})`,
    text: sql`lower(${leads.storeName})`,
    cast: (v: string) => sql`${v}`,
    desc: false,
  },
  lastContactedAt: {
    key: sql`coalesce(${leads.lastContactedAt}, 'epoch'::timestamptz)`,
    text: isoMicros(sql`coalesce(${leads.lastContactedAt}, 'epoch'::timestamptz)`),
    cast: (v: string) => sql`${v}::timestamptz`,
    desc: true,
  },
} satisfies Record<string, { key: SQL; text: SQL; cast: (v: string) => SQL; desc: boolean }>;

/**
 * The filters of /leads: search over store name, domain and email (by the trigram indexes of schema/leads.ts, so
 * planned for each call's pattern); status; source.
 */
export function leadFilter(query: Pick<TLeadsQuery, 'q' | 'status' | 'source'>): SQL | undefined {
  const pattern = query.q ? containsPattern(query.q) : null;
  return and(
    pattern
      ? sql`${sql.raw(PLAN_EACH_CALL)} ${or(
          sql`${leads.storeName} ILIKE ${pattern}`,
          sql`${leads.domain} ILIKE ${pattern}`,
          sql`${leads.email} ILIKE ${pattern}`,
        )}`
      : undefined,
    query.status ? eq(leads.status, query.status) : undefined,
    query.source ? eq(leads.source, query.source) : undefined,
  );
}

/**
 * /leads (docs/product-rules.md R94): searched, filtered by status and source, sorted by date added, store name or
 * last contact, keyset-paged on (sort key, id), with the true total of the filtered list.
 */
export async function listLeads(opts: { db: TExecutor; query: TLeadsQuery }): Promise<TPage<TLead>> {
  const sortName = opts.query.sort ?? 'createdAt';
  const sort = SORTS[sortName];
  const desc = opts.query.dir ? opts.query.dir === 'desc' : sort.desc;
  const limit = opts.query.limit ?? LEADS_PAGE.default;
  const after = opts.query.cursor
    ? decodeCursor(opts.query.cursor, [sortName === 'storeName' ? 'text' : 'iso-micros', 'uuid'] as const)
    : null;
  const filter = leadFilter(opts.query);
  const op = sql.raw(desc ? '<' : '>');
  const dir = sql.raw(desc ? 'DESC' : 'ASC');
  const rows = await opts.db
    .select({ lead: leads, key: sql<string>`${sort.text}`, sequence: sequenceStatusOf(sql`${leads.id}`) })
    .from(leads)
    .where(
      and(
        filter,
        after ? sql`(${sort.key}, ${leads.id}) ${op} (${sort.cast(after[0])}, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(sql`${sort.key} ${dir}`, sql`${leads.id} ${dir}`)
    .limit(limit + 1);
  return keysetPage({
    rows,
    limit,
    isFirstPage: !after,
    count: () =>
      countOf(opts.db, sql`SELECT count(*)::int AS n FROM ${leads} ${filter ? sql`WHERE ${filter}` : sql``}`),
    cursorOf: (r) => [r.key, r.lead.id],
    toItem: (r) => toLead(r.lead, r.sequence),
  });
}
