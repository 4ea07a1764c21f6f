import { sql } from 'drizzle-orm';
import type { TSocialEngagement } from '@shared/contracts/social';
import type { TDb } from '../db/client';
import { socialPosts } from '../db/schema';
import type { TLogger } from '../lib/logger';
import type { TPlatformClients } from './platforms';
import type { TEngagement } from './platforms/types';
import { markNeedsNewCredentials, pausedPlatforms } from './settings';
import { PlatformError } from './platforms/types';

/** Engagement is read for two weeks after posting, at most every 6 hours, a few posts per run. */
const ENGAGEMENT_DAYS = 14;
const ENGAGEMENT_EVERY_MS = 6 * 3_600_000;
const PER_RUN = 5;

/** Likes, shares, comments and clicks that are known, over impressions, in percent (two decimals). */
export function engagementRate(e: TEngagement): number | null {
  if (!e.impressions) return null;
  const acted = [e.likes, e.shares, e.comments, e.clicks].filter((n): n is number => n !== null);
  if (acted.length === 0) return null;
  return Math.round((acted.reduce((a, b) => a + b, 0) / e.impressions) * 10_000) / 100;
}

/**
 * Reads engagement of recent posts from their platforms (docs/product-rules.md R113): a figure a platform does
 * not give stays null. A platform that gives none at all (LinkedIn here) is recorded as read, all null.
 */
export async function refreshEngagement(opts: {
  db: TDb;
  clients: TPlatformClients;
  now: Date;
  log: TLogger;
}): Promise<number> {
  const { db, clients, now, log } = opts;
  const paused = await pausedPlatforms(db, clients);
  const configured = Object.values(clients)
    .filter((c) => c.missingVariables().length === 0 && !paused.includes(c.platform))
    .map((c) => c.platform);
  if (!configured.length) return 0;
  const due = await db
    .select()
    .from(socialPosts)
    .where(
      sql`status = 'posted' AND external_id IS NOT NULL
        AND platform IN (${sql.join(
          configured.map((p) => sql`${p}`),
          sql`, `,
        )})
        AND published_at > ${new Date(now.getTime() - ENGAGEMENT_DAYS * 86_400_000).toISOString()}::timestamptz
        AND (engagement IS NULL
          OR (engagement->>'fetchedAt')::timestamptz < ${new Date(now.getTime() - ENGAGEMENT_EVERY_MS).toISOString()}::timestamptz)`,
    )
    .orderBy(sql`(engagement->>'fetchedAt') NULLS FIRST, published_at`)
    .limit(PER_RUN);
  let read = 0;
  for (const post of due) {
    const client = clients[post.platform];
    try {
      const figures = await client.fetchEngagement(post.externalId!);
      const engagement: TSocialEngagement = {
        impressions: figures?.impressions ?? null,
        likes: figures?.likes ?? null,
        shares: figures?.shares ?? null,
        comments: figures?.comments ?? null,
        clicks: figures?.clicks ?? null,
        engagementRate: figures ? engagementRate(figures) : null,
        fetchedAt: now.toISOString(),
      };
      await db
        .update(socialPosts)
        .set({ engagement })
        .where(sql`id = ${post.id}::uuid`);
      read++;
    } catch (err) {
      if (err instanceof PlatformError && err.kind === 'auth') {
        await markNeedsNewCredentials({
          db,
          platform: post.platform,
          fingerprint: client.credentialsFingerprint(),
          message: err.message,
          now,
        });
        return read;
      }
      log.warn({ postId: post.id, platform: post.platform, err }, 'social engagement not read');
    }
  }
  return read;
}
