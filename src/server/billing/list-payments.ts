import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { TPayment } from '@shared/contracts/billing';
import type { TExecutor } from '../db/client';
import { payments } from '../db/schema';
import { decodeCursor } from '../lib/keyset-cursor';
import { AppError } from '../lib/errors';
import { keysetPage, type TPage } from '../lib/send-page';
import { toPayment } from './to-payment';

export const PAYMENTS_PAGE = { default: 20, max: 100 };

/** The user's payment history, newest first, keyset-paged on payments_user_created_idx. */
export async function listPayments(opts: {
  db: TExecutor;
  accountId: string;
  limit?: number;
  cursor?: string;
}): Promise<TPage<TPayment>> {
  const limit = Math.min(opts.limit ?? PAYMENTS_PAGE.default, PAYMENTS_PAGE.max);
  const after = opts.cursor ? decodeCursor(opts.cursor, ['iso-micros', 'uuid'] as const) : null;
  const rows = await opts.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.accountId, opts.accountId),
        after
          ? sql`(${payments.createdAt}, ${payments.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit + 1);
  return keysetPage({
    rows,
    limit,
    isFirstPage: !after,
    count: async () => {
      const [r] = await opts.db
        .select({ n: count() })
        .from(payments)
        .where(eq(payments.accountId, opts.accountId));
      return Number(r?.n ?? 0);
    },
    // created_at is always written from the billing clock, so milliseconds are its whole precision.
    cursorOf: (last) => [last.createdAt.toISOString().replace('Z', '000Z'), last.id],
    toItem: toPayment,
  });
}

/** One of the user's own payments (another user's is 404, like a missing one). */
export async function readPayment(db: TExecutor, accountId: string, id: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.accountId, accountId), eq(payments.id, id)));
  if (!row) throw new AppError('not_found', 'Payment not found');
  return row;
}
