import { eq, sql } from 'drizzle-orm';
import type { TOutboxEmail, TOutboxItem } from '@shared/contracts/email';
import type { TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { emailOutbox } from '../db/schema';
import { AppError } from '../lib/errors';

export const OUTBOX_PAGE_SIZE = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MICROS_TS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The cursor keeps created_at to the microsecond (a JS Date would cut it to ms and skip or repeat rows). */
function encodeCursor(ts: string, id: string): string {
  return Buffer.from(`${ts}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { ts: string; id: string } {
  const [ts = '', id = ''] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (!MICROS_TS.test(ts) || !UUID.test(id))
    throw new AppError('bad_request', 'The cursor is not valid. Load the outbox again from the first page.');
  return { ts, id };
}

/** Emails kept in the outbox (no SMTP configured), newest first, keyset-paged on (created_at, id). */
export async function listOutbox(opts: {
  db: TExecutor;
  cursor?: string;
  limit?: number;
}): Promise<{ items: TOutboxItem[]; nextCursor: string | null }> {
  const limit = opts.limit ?? OUTBOX_PAGE_SIZE;
  const after = opts.cursor ? decodeCursor(opts.cursor) : null;
  const rows = rowsOf<Record<string, unknown>>(
    await opts.db.execute(sql`
      SELECT id, kind, to_address, subject, created_at,
        to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_ts
      FROM email_outbox
      ${after ? sql`WHERE (created_at, id) < (${after.ts}::timestamptz, ${after.id}::uuid)` : sql``}
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
      rows.length > limit && last ? encodeCursor(last.cursor_ts as string, last.id as string) : null,
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
