import type { TExecutor } from '../../db/client';
import { adminActions } from '../../db/schema';

/** Who made an admin write: the signed-in admin. */
export type TAdminActor = { id: string; username: string };

/** Values as JSON keeps them (dates as ISO text), and never a password or token column. */
const SECRET_FIELDS = new Set(['password', 'resetToken', 'resetTokenExpiry', 'webhookSecret', 'tokenHash']);

export function snapshot(row: object | null | undefined): Record<string, unknown> | null {
  if (!row) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (SECRET_FIELDS.has(key)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/**
 * Records one admin write (docs/product-rules.md R55): who, what, which record, before and after. Call it with the
 * executor of the write's own transaction, so the change and its record commit together or not at all.
 */
export async function recordAdminAction(opts: {
  db: TExecutor;
  admin: TAdminActor;
  action: string;
  targetType: string;
  targetId: string | number;
  before?: object | null;
  after?: object | null;
  now?: Date;
}): Promise<void> {
  await opts.db.insert(adminActions).values({
    adminId: opts.admin.id,
    adminUsername: opts.admin.username,
    action: opts.action,
    targetType: opts.targetType,
    targetId: String(opts.targetId),
    before: snapshot(opts.before),
    after: snapshot(opts.after),
    createdAt: opts.now ?? new Date(),
  });
}
