import { and, eq, isNull } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { apiTokens } from '../db/schema';
import { AppError } from '../lib/errors';

/** Revokes one of the user's own active tokens; another user's token is as unknown as a missing one. */
export async function revokeApiToken(opts: {
  db: TExecutor;
  userId: string;
  tokenId: string;
}): Promise<void> {
  const rows = await opts.db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(apiTokens.id, opts.tokenId), eq(apiTokens.userId, opts.userId), isNull(apiTokens.revokedAt)),
    )
    .returning({ id: apiTokens.id });
  if (rows.length === 0) throw new AppError('not_found', 'API token not found');
}
