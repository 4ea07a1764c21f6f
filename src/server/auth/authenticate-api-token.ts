import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { accountMembers, apiTokens, users, type TUserRow } from '../db/schema';
import { scopeOf, type TAccountScope } from './account-scope';
import { hashToken } from './tokens';

/** lastUsedAt is written at most once a minute per token, so a busy client does not write on every call. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The user and token id behind a bearer token, or null when it is unknown, revoked or its user is gone; the scope
 * is the token's account with its person's role there now, null once they left it (docs/product-rules.md R24).
 */
export async function authenticateApiToken(opts: {
  db: TExecutor;
  token: string;
  now?: Date;
}): Promise<{ user: TUserRow; tokenId: string; scope: TAccountScope | null } | null> {
  const now = opts.now ?? new Date();
  const [row] = await opts.db
    .select({
      user: users,
      tokenId: apiTokens.id,
      accountId: accountMembers.accountId,
      role: accountMembers.role,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .leftJoin(
      accountMembers,
      and(eq(accountMembers.accountId, apiTokens.accountId), eq(accountMembers.userId, apiTokens.userId)),
    )
    .where(and(eq(apiTokens.tokenHash, hashToken(opts.token)), isNull(apiTokens.revokedAt)))
    .limit(1);
  if (!row) return null;
  await opts.db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiTokens.id, row.tokenId),
        or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, new Date(now.getTime() - TOUCH_EVERY_MS))),
      ),
    );
  return { user: row.user, tokenId: row.tokenId, scope: scopeOf(row.user.id, row) };
}
