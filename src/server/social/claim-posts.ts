import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TSocialPlatform } from '@shared/contracts/social';
import type { TDb } from '../db/client';
import { rowsOf } from '../db/rows';
import type { TSocialPostRow } from '../db/schema';

/** How long a worker holds a post it is publishing: well above a client's timeout (20 s, a Reddit retry 40 s). */
export const LEASE_MS = 3 * 60_000;
const BATCH = 20;

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

/** Due posts moved to publishing by this worker alone (SKIP LOCKED, then a conditional update). */
export async function claimDue(db: TDb, now: Date, paused: TSocialPlatform[]): Promise<TSocialPostRow[]> {
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
export async function release(db: TDb, post: TSocialPostRow, until: Date | null, message: string, now: Date) {
  await db.execute(sql`
    UPDATE social_posts SET status = 'scheduled', lease_token = NULL, lease_until = NULL,
      attempts = attempts - 1, next_attempt_at = ${until?.toISOString() ?? null}::timestamptz,
      error_message = ${message}, updated_at = ${now.toISOString()}::timestamptz
    WHERE id = ${post.id}::uuid AND lease_token = ${post.leaseToken}::uuid`);
}

/** Records the outcome of a claimed post; only the lease holder may (a post is never written twice). */
export async function finish(
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
