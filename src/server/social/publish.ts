import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TSocialPlatform } from '@shared/contracts/social';
import type { TDb } from '../db/client';
import { rowsOf } from '../db/rows';
import { socialPosts, type TSocialPostRow } from '../db/schema';
import type { TLogger } from '../lib/logger';
import type { TPlatformClients } from './platforms';
import { platformName } from './platforms/http';
import { PlatformError } from './platforms/types';
import {
  clearNeedsNewCredentials,
  loadSocialSettings,
  markNeedsNewCredentials,
  pausedPlatforms,
} from './settings';

/** A post more than this late is missed, not published (docs/product-rules.md R43). */
export const MISSED_AFTER_MS = 60 * 60_000;
/** How long a worker holds a post it is publishing: well above a client's timeout (20 s, a Reddit retry 40 s). */
export const LEASE_MS = 3 * 60_000;
/** Attempts before a post fails for good on 429s or 5xx. */
export const MAX_ATTEMPTS = 5;
const BATCH = 20;

export type TTickResult = {
  missed: number;
  interrupted: number;
  posted: number;
  failed: number;
  retrying: number;
  paused: number;
};

type TOutcome = 'posted' | 'failed' | 'retrying' | 'paused';

const columns = sql.raw(`id, platform, post_type AS "postType", template_key AS "templateKey", content, title,
  hashtags, target_audience AS "targetAudience", image_url AS "imageUrl", subreddit,
  scheduled_for AS "scheduledFor", published_at AS "publishedAt", status, attempts,
  next_attempt_at AS "nextAttemptAt", lease_token AS "leaseToken", lease_until AS "leaseUntil",
  error_message AS "errorMessage", external_id AS "externalId", url, figures, engagement,
  created_at AS "createdAt", updated_at AS "updatedAt"`);

type TRawPost = Omit<
  TSocialPostRow,
  'scheduledFor' | 'publishedAt' | 'nextAttemptAt' | 'leaseUntil' | 'createdAt' | 'updatedAt'
> & {
  scheduledFor: string | Date;
  publishedAt: string | Date | null;
  nextAttemptAt: string | Date | null;
  leaseUntil: string | Date | null;
  createdAt: string | Date;
  updatedAt: string | Date;
};

const date = (v: string | Date) => (v instanceof Date ? v : new Date(v));
const maybeDate = (v: string | Date | null) => (v === null ? null : date(v));

/** A row of a raw RETURNING as the typed row. */
export function postFromRaw(raw: TRawPost): TSocialPostRow {
  return {
    ...raw,
    scheduledFor: date(raw.scheduledFor),
    publishedAt: maybeDate(raw.publishedAt),
    nextAttemptAt: maybeDate(raw.nextAttemptAt),
    leaseUntil: maybeDate(raw.leaseUntil),
    createdAt: date(raw.createdAt),
    updatedAt: date(raw.updatedAt),
  };
}

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
    const outcome = await attempt({ ...opts, post });
    result[outcome.outcome]++;
    if (outcome.block) blocked.set(post.platform, outcome.block);
  }
  return result;
}

/** Scheduled posts more than an hour past their time: missed, whatever held them up. */
export async function markMissed(db: TDb, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - MISSED_AFTER_MS);
  const rows = await db.execute(sql`
    UPDATE social_posts
    SET status = 'missed', lease_token = NULL, lease_until = NULL, next_attempt_at = NULL, updated_at = ${now.toISOString()}::timestamptz,
      error_message = 'Not published: it was due at ' || to_char(scheduled_for AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI')
        || ' UTC and was still waiting an hour later'
        || CASE WHEN error_message IS NOT NULL THEN ' (last problem: ' || error_message || ')' ELSE '' END
    WHERE status = 'scheduled' AND scheduled_for < ${cutoff.toISOString()}::timestamptz
    RETURNING id`);
  return rowsOf(rows).length;
}

/**
 * Posts left "publishing" past their lease: the worker stopped mid-publish, and the platform may or may not have
 * the post. They are not sent again blindly: failed, with a message asking to check the platform first.
 */
export async function failInterrupted(db: TDb, now: Date): Promise<number> {
  const rows = await db.execute(sql`
    UPDATE social_posts
    SET status = 'failed', lease_token = NULL, lease_until = NULL, updated_at = ${now.toISOString()}::timestamptz,
      error_message = 'Publishing was interrupted and it is not known whether '
        || CASE platform WHEN 'twitter' THEN 'X' WHEN 'linkedin' THEN 'LinkedIn' WHEN 'facebook' THEN 'Facebook' ELSE 'Reddit' END
        || ' received the post. Check the account before retrying, so it is not posted twice.'
    WHERE status = 'publishing' AND lease_until < ${now.toISOString()}::timestamptz
    RETURNING id`);
  return rowsOf(rows).length;
}

/** Due posts moved to publishing by this worker alone (SKIP LOCKED, then a conditional update). */
async function claimDue(db: TDb, now: Date, paused: TSocialPlatform[]): Promise<TSocialPostRow[]> {
  const token = randomUUID();
  const nowText = now.toISOString();
  const pausedList = paused.length
    ? sql`AND platform NOT IN (${sql.join(
        paused.map((p) => sql`${p}`),
        sql`, `,
      )})`
    : sql``;
  const rows = rowsOf<TRawPost>(
    await db.execute(sql`
      UPDATE social_posts SET status = 'publishing', lease_token = ${token}::uuid,
        lease_until = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz,
        attempts = attempts + 1, updated_at = ${nowText}::timestamptz
      WHERE id IN (
        SELECT id FROM social_posts
        WHERE status = 'scheduled' AND scheduled_for <= ${nowText}::timestamptz
          AND (next_attempt_at IS NULL OR next_attempt_at <= ${nowText}::timestamptz)
          ${pausedList}
        ORDER BY scheduled_for, id
        LIMIT ${sql.raw(String(BATCH))}
        FOR UPDATE SKIP LOCKED)
      AND status = 'scheduled'
      RETURNING ${columns}`),
  );
  return rows.map(postFromRaw).sort((a, b) => a.scheduledFor.getTime() - b.scheduledFor.getTime());
}

/**
 * Claims one post for "publish now": only from scheduled or failed, only if nobody holds it. Null when it is in
 * another state (being published, posted, missed) or gone.
 */
export async function claimOne(db: TDb, id: string, now: Date): Promise<TSocialPostRow | null> {
  const token = randomUUID();
  const rows = rowsOf<TRawPost>(
    await db.execute(sql`
      UPDATE social_posts SET status = 'publishing', lease_token = ${token}::uuid,
        lease_until = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz,
        attempts = attempts + 1, next_attempt_at = NULL, updated_at = ${now.toISOString()}::timestamptz
      WHERE id = ${id}::uuid AND status IN ('scheduled', 'failed')
      RETURNING ${columns}`),
  );
  return rows[0] ? postFromRaw(rows[0]) : null;
}

/** Gives a claimed post back untried: scheduled again, its attempt not counted. */
async function release(db: TDb, post: TSocialPostRow, until: Date | null, message: string, now: Date) {
  await db.execute(sql`
    UPDATE social_posts SET status = 'scheduled', lease_token = NULL, lease_until = NULL,
      attempts = attempts - 1, next_attempt_at = ${until?.toISOString() ?? null}::timestamptz,
      error_message = ${message}, updated_at = ${now.toISOString()}::timestamptz
    WHERE id = ${post.id}::uuid AND lease_token = ${post.leaseToken}::uuid`);
}

/** Records the outcome of a claimed post; only the lease holder may (a post is never written twice). */
async function finish(
  db: TDb,
  post: TSocialPostRow,
  set: {
    status: 'posted' | 'failed' | 'scheduled';
    errorMessage: string | null;
    nextAttemptAt?: Date | null;
    externalId?: string;
    url?: string;
    publishedAt?: Date;
  },
  now: Date,
): Promise<void> {
  await db.execute(sql`
    UPDATE social_posts SET status = ${set.status}, lease_token = NULL, lease_until = NULL,
      error_message = ${set.errorMessage},
      next_attempt_at = ${set.nextAttemptAt?.toISOString() ?? null}::timestamptz,
      external_id = coalesce(${set.externalId ?? null}, external_id),
      url = coalesce(${set.url ?? null}, url),
      published_at = coalesce(${set.publishedAt?.toISOString() ?? null}::timestamptz, published_at),
      updated_at = ${now.toISOString()}::timestamptz
    WHERE id = ${post.id}::uuid AND lease_token = ${post.leaseToken}::uuid`);
}

/** Backoff after a 5xx or network failure: 1, 2, 4, 8 minutes. */
export function backoffSeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 30 * 60);
}

/** One publishing attempt of a claimed post, and its outcome recorded (R110, R111). */
export async function attempt(opts: {
  db: TDb;
  clients: TPlatformClients;
  post: TSocialPostRow;
  now: Date;
  log: TLogger;
}): Promise<{ outcome: TOutcome; block?: { until: Date | null; message: string } }> {
  const { db, post, now, log } = opts;
  const client = opts.clients[post.platform];
  const name = platformName(post.platform);
  try {
    const missing = client.missingVariables();
    if (missing.length > 0) {
      throw new PlatformError('not_configured', `${name} is not configured: set ${missing.join(', ')}`, {
        missingVariables: missing,
      });
    }
    const published = await client.publish({
      content: post.content,
      hashtags: post.hashtags,
      title: post.title ?? undefined,
      subreddit: post.subreddit ?? undefined,
      postId: post.id,
    });
    await finish(db, post, { status: 'posted', errorMessage: null, ...published, publishedAt: now }, now);
    await clearNeedsNewCredentials(db, post.platform, now);
    log.info(
      { postId: post.id, platform: post.platform, externalId: published.externalId },
      'social post published',
    );
    return { outcome: 'posted' };
  } catch (err) {
    const error =
      err instanceof PlatformError
        ? err
        : new PlatformError('unavailable', `${name}: ${err instanceof Error ? err.message : String(err)}`);
    log.warn({ postId: post.id, platform: post.platform, kind: error.kind }, 'social post not published');
    switch (error.kind) {
      case 'not_configured':
      case 'rejected':
        await finish(db, post, { status: 'failed', errorMessage: error.message }, now);
        return { outcome: 'failed' };
      case 'auth': {
        const first = await markNeedsNewCredentials({
          db,
          platform: post.platform,
          fingerprint: client.credentialsFingerprint(),
          message: error.message,
          now,
        });
        if (first)
          log.warn({ platform: post.platform }, 'social platform refused its credentials: posts paused');
        const message = `Paused: ${name} refused the credentials (${error.message}). Set new credentials; the post goes out then, unless it is more than an hour late by then.`;
        await finish(db, post, { status: 'scheduled', errorMessage: message }, now);
        return { outcome: 'paused', block: { until: null, message } };
      }
      case 'rate_limited':
      case 'unavailable': {
        if (post.attempts >= MAX_ATTEMPTS) {
          await finish(
            db,
            post,
            { status: 'failed', errorMessage: `${error.message} (gave up after ${post.attempts} attempts)` },
            now,
          );
          return { outcome: 'failed' };
        }
        const wait =
          error.kind === 'rate_limited'
            ? (error.extra.retryAfterSeconds ?? backoffSeconds(post.attempts))
            : backoffSeconds(post.attempts);
        const until = new Date(now.getTime() + wait * 1000);
        const message = `${error.message}; trying again at ${until.toISOString()}`;
        await finish(db, post, { status: 'scheduled', errorMessage: message, nextAttemptAt: until }, now);
        return {
          outcome: 'retrying',
          block: error.kind === 'rate_limited' ? { until, message } : undefined,
        };
      }
    }
  }
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
  await attempt({ ...opts, post });
  const [row] = await opts.db
    .select()
    .from(socialPosts)
    .where(sql`${socialPosts.id} = ${opts.id}::uuid`);
  return row ?? null;
}
