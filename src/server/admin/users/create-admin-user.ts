import type { TAdminCreateUserBody } from '@shared/contracts/admin-users';
import type { TDb } from '../../db/client';
import { registerUser } from '../../auth/register-user';
import { recordAdminAction, type TAdminActor } from '../audit-log/record-admin-action';

/** An admin creates an account (docs/product-rules.md R57): the same checks as sign-up, no welcome email. */
export async function createAdminUser(opts: { db: TDb; admin: TAdminActor; input: TAdminCreateUserBody }) {
  const { isAdmin, ...input } = opts.input;
  const user = await registerUser({ db: opts.db, input, isAdmin: isAdmin ?? false });
  await recordAdminAction({
    db: opts.db,
    admin: opts.admin,
    action: 'user.create',
    targetType: 'user',
    targetId: user.id,
    after: user,
  });
  return user;
}
