import { and, count, eq, isNull } from 'drizzle-orm';
import { API_TOKEN_PREFIX, type TCreatedApiToken } from '@shared/contracts/api-tokens';
import type { TExecutor } from '../db/client';
import { apiTokens } from '../db/schema';
import { AppError } from '../lib/errors';
import { toApiToken } from './list-api-tokens';
import { hashToken, newToken } from './tokens';

export const MAX_ACTIVE_API_TOKENS = 20;
/** How much of the token is kept in clear to tell tokens apart ("rw_" and 7 random characters). */
const PREFIX_LENGTH = 10;

/**
 * Creates a personal API token (docs/product-rules.md R20) acting in the account the person is in, with their role
 * there (R24); only the answer ever holds the token itself.
 */
export async function createApiToken(opts: {
  db: TExecutor;
  userId: string;
  accountId: string;
  name: string;
}): Promise<TCreatedApiToken> {
  const [active] = await opts.db
    .select({ n: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, opts.userId), isNull(apiTokens.revokedAt)));
  if ((active?.n ?? 0) >= MAX_ACTIVE_API_TOKENS) {
    throw new AppError(
      'bad_request',
      `You can have at most ${MAX_ACTIVE_API_TOKENS} active API tokens. Revoke one you no longer use first.`,
    );
  }
  const token = `${API_TOKEN_PREFIX}${newToken()}`;
  const [row] = await opts.db
    .insert(apiTokens)
    .values({
      userId: opts.userId,
      accountId: opts.accountId,
      name: opts.name,
      tokenHash: hashToken(token),
      prefix: token.slice(0, PREFIX_LENGTH),
    })
    .returning();
  return { ...toApiToken(row!), token };
}
