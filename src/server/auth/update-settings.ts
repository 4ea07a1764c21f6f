import { eq } from 'drizzle-orm';
import type { TUserSettingsPatch } from '@shared/contracts/auth';
import type { TExecutor } from '../db/client';
import { users, type TUserRow } from '../db/schema';
import { rethrowUserConflict } from './unique-violation';

export async function updateSettings(opts: {
  db: TExecutor;
  userId: string;
  patch: TUserSettingsPatch;
}): Promise<TUserRow> {
  const patch = { ...opts.patch, ...(opts.patch.email ? { email: opts.patch.email.toLowerCase() } : {}) };
  try {
    const [row] = await opts.db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(users.id, opts.userId))
      .returning();
    return row!;
  } catch (err) {
    rethrowUserConflict(err);
  }
}
