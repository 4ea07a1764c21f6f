import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TApiToken } from '@shared/contracts/api-tokens';
import type { TExecutor } from '../db/client';
import { apiTokens, type TApiTokenRow } from '../db/schema';

export function toApiToken(row: TApiTokenRow): TApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A user's active (not revoked) tokens, newest first. */
export async function listApiTokens(opts: { db: TExecutor; userId: string }): Promise<TApiToken[]> {
  const rows = await opts.db
    .select()
    .from(apiTokens)
    .where(and(eq(apiTokens.userId, opts.userId), isNull(apiTokens.revokedAt)))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  return rows.map(toApiToken);
}
