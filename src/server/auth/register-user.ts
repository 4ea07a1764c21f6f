import type { TRegisterBody } from '@shared/contracts/auth';
import { openOwnAccount } from '../account/open-own-account';
import type { TExecutor } from '../db/client';
import { users, type TUserRow } from '../db/schema';
import { queueWelcomeEmail } from '../lifecycle/queue-welcome-email';
import { convertLeadsOnSignUp } from '../outreach/start-sequences';
import { hashPassword } from './password';
import { rethrowUserConflict } from './unique-violation';

export async function registerUser(opts: {
  db: TExecutor;
  input: TRegisterBody;
  isAdmin?: boolean;
  /** Queue the welcome email in the sign-up transaction; send it after commit by its welcomeEmailId. */
  welcome?: { appUrl: string; secret: string };
}): Promise<TUserRow & { welcomeEmailId: string | null }> {
  const { input, welcome } = opts;
  const password = await hashPassword(input.password);
  try {
    return await opts.db.transaction(async (tx) => {
      const [row] = await tx
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
      await openOwnAccount({ db: tx, user: row! });
      // A lead with this address converts and its outreach stops (docs/product-rules.md R101).
      await convertLeadsOnSignUp({ db: tx, userId: row!.id, email: row!.email, now: new Date() });
      const welcomeEmailId = welcome ? await queueWelcomeEmail({ db: tx, ...welcome, user: row! }) : null;
      return { ...row!, welcomeEmailId };
    });
  } catch (err) {
    rethrowUserConflict(err);
  }
}
