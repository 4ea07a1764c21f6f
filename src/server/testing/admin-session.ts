import type { FastifyInstance } from 'fastify';
import type { TDb } from '../db/client';
import { ensureAdmin } from '../auth/ensure-admin';
import { signIn } from './requests';

export const rootAdmin = { username: 'root', email: 'root@example.com', password: 'admin-password-1' };

/** Creates the admin `root` (or another) and signs it in: its id and session cookie. */
export async function signInAdmin(
  app: FastifyInstance,
  db: TDb,
  admin: { username: string; email: string; password: string } = rootAdmin,
): Promise<{ id: string; cookie: string }> {
  const { userId } = await ensureAdmin({ db, ...admin });
  return { id: userId, cookie: await signIn(app, { username: admin.username, password: admin.password }) };
}
