import type { TRegisterBody } from '@shared/contracts/auth';
import type { TExecutor } from '../db/client';
import { users, type TUserRow } from '../db/schema';
import { hashPassword } from './password';
import { rethrowUserConflict } from './unique-violation';

export async function registerUser(opts: {
  db: TExecutor;
  input: TRegisterBody;
  isAdmin?: boolean;
}): Promise<TUserRow> {
  const { input } = opts;
  const password = await hashPassword(input.password);
  try {
    const [row] = await opts.db
      .insert(users)
      .values({
        username: input.username,
        email: input.email.toLowerCase(),
        password,
        firstName: input.firstName || null,
        lastName: input.lastName || null,
        isAdmin: opts.isAdmin ?? false,
      })
      .returning();
    return row!;
  } catch (err) {
    rethrowUserConflict(err);
  }
}
