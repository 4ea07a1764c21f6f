import { eq, sql } from 'drizzle-orm';
import type { TOutboxEmail, TOutboxItem } from '@shared/contracts/email';
import type { TExecutor } from '../db/client';
import { containsPattern } from '../db/contains';
import { isoMicros, rowsOf } from '../db/rows';
import { emailOutbox } from '../db/schema';
import { AppError } from '../lib/errors';
import { decodeCursor, encodeCursor } from '../lib/keyset-cursor';

export const OUTBOX_PAGE_SIZE = 50;

/** Emails kept in the outbox (no SMTP configured), newest first, keyset-paged on (created_at, id). */
export async function listOutbox(opts: {
  db: TExecutor;
  cursor?: string;
  limit?: number;
  /** Part of the recipient's address (docs/product-rules.md R62). */
  to?: string;
}): Promise<{ items: TOutboxItem[]; nextCursor: string | null }> {
  const limit = opts.limit ?? OUTBOX_PAGE_SIZE;
  const after = opts.cursor ? decodeCursor(opts.cursor, ['iso-micros', 'uuid'] as const) : null;
  const filters = [
    after ? sql`(created_at, id) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : null,
    opts.to ? sql`to_address ILIKE ${containsPattern(opts.to)}` : null,
  ].filter((f) => f !== null);
  const rows = rowsOf<Record<string, unknown>>(
    await opts.db.execute(sql`
      SELECT id, kind, to_address, subject, created_at,
        ${isoMicros(sql`created_at`)} AS cursor_ts
      FROM email_outbox
      ${filters.length ? sql`WHERE ${sql.join(filters, sql` AND `)}` : sql``}
      ORDER BY created_at DESC, id DESC
      LIMIT ${limit + 1}`),
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      id: r.id as string,
      kind: r.kind as string,
      toAddress: r.to_address as string,
      subject: r.subject as string,
      createdAt: new Date(r.created_at as string).toISOString(),
    })),
    nextCursor:
      rows.length > limit && last ? encodeCursor([last.cursor_ts as string, last.id as string]) : null,
  };
}

export async function getOutboxEmail(opts: { db: TExecutor; id: string }): Promise<TOutboxEmail> {
  const [row] = await opts.db.select().from(emailOutbox).where(eq(emailOutbox.id, opts.id));
  if (!row) throw new AppError('not_found', 'No email with this id in the outbox.');
  return {
    id: row.id,
    kind: row.kind,
    toAddress: row.toAddress,
    fromAddress: row.fromAddress,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    text: row.text,
    html: row.html,
    headers: row.headers,
  };
}
