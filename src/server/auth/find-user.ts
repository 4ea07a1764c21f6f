import { eq, or, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { users, type TUserRow } from '../db/schema';

export async function findUserById(db: TExecutor, id: string): Promise<TUserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

/** Usernames and emails are unique regardless of case. */
export async function findUserByLogin(db: TExecutor, login: string): Promise<TUserRow | null> {
  const value = login.trim().toLowerCase();
  const rows = await db
    .select()
    .from(users)
    .where(or(sql`lower(${users.username}) = ${value}`, sql`lower(${users.email}) = ${value}`))
    .limit(1);
  return rows[0] ?? null;
}

export async function findUserByEmail(db: TExecutor, email: string): Promise<TUserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return rows[0] ?? null;
}
