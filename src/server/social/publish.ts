import { sql } from 'drizzle-orm';
import type { TSocialPlatform } from '@shared/contracts/social';
import type { TDb } from '../db/client';
import { socialPosts, type TSocialPostRow } from '../db/schema';
import type { TLogger } from '../lib/logger';
import { attemptPublish } from './attempt-publish';
import { claimDue, claimOne, release } from './claim-posts';
import type { TPlatformClients } from './platforms';
import { loadSocialSettings, pausedPlatforms } from './settings';
import { failInterrupted, markMissed } from './sweep-stale-posts';

export type TTickResult = {
  missed: number;
  interrupted: number;
  posted: number;
  failed: number;
  retrying: number;
  paused: number;
};

/**
 * The minute job (R110): marks late posts missed and interrupted ones failed, then, when auto-posting is on,
 * claims the due posts of platforms not paused and publishes each once.
 */
export async function runSocialTick(opts: {
  db: TDb;
  clients: TPlatformClients;
  now: Date;
  log: TLogger;
}): Promise<TTickResult> {
  const { db, now } = opts;
  const result: TTickResult = { missed: 0, interrupted: 0, posted: 0, failed: 0, retrying: 0, paused: 0 };
  result.missed = await markMissed(db, now);
  result.interrupted = await failInterrupted(db, now);
  const settings = await loadSocialSettings(db);
  if (!settings.autoPostingEnabled) return result;

  const paused = await pausedPlatforms(db, opts.clients);
  const claimed = await claimDue(db, now, paused);
  // A platform that answered 429 or refused its credentials is not asked again in this run.
  const blocked = new Map<TSocialPlatform, { until: Date | null; message: string }>();
  for (const post of claimed) {
    const block = blocked.get(post.platform);
    if (block) {
      await release(db, post, block.until, block.message, now);
      result[block.until ? 'retrying' : 'paused']++;
      continue;
    }
    const outcome = await attemptPublish({ ...opts, post });
    result[outcome.outcome]++;
    if (outcome.block) blocked.set(post.platform, outcome.block);
  }
  return result;
}

/** Publish now (an admin's button): one attempt at once, whatever auto-posting says. */
export async function publishNow(opts: {
  db: TDb;
  clients: TPlatformClients;
  id: string;
  now: Date;
  log: TLogger;
}): Promise<TSocialPostRow | null> {
  const post = await claimOne(opts.db, opts.id, opts.now);
  if (!post) return null;
  await attemptPublish({ ...opts, post });
  const [row] = await opts.db
    .select()
    .from(socialPosts)
    .where(sql`${socialPosts.id} = ${opts.id}::uuid`);
  return row ?? null;
}
