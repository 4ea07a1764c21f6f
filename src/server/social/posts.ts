import { sql, type SQL } from 'drizzle-orm';
import {
  SOCIAL_PLATFORM_LABELS,
  SOCIAL_PLATFORMS,
  SOCIAL_POSTS_PAGE,
  type TSocialPost,
  type TSocialPostPatchBody,
  type TSocialPostsFilter,
  type TSocialStats,
} from '@shared/contracts/social';
import { lengthProblem, renderPostText } from '@shared/social/text-length';
import type { TDb, TExecutor } from '../db/client';
import { countOf, isoMicros, rowsOf } from '../db/rows';
import { socialPosts, type TSocialPostRow } from '../db/schema';
import { AppError } from '../lib/errors';
import { decodeCursor } from '../lib/keyset-cursor';
import { keysetPage, type TPage } from '../lib/send-page';
import { toSocialPost } from './post-row';
import type { postFromRaw } from './claim-posts';

const NOT_FOUND = 'Post not found';

function filters(query: TSocialPostsFilter): SQL[] {
  const where: SQL[] = [];
  if (query.platform) where.push(sql`platform = ${query.platform}`);
  if (query.status) where.push(sql`status = ${query.status}`);
  return where;
}

/** The posts, latest scheduled time first, by platform and status; keyset-paged with the true total (R112). */
export async function listSocialPosts(opts: {
  db: TExecutor;
  query: TSocialPostsFilter & { limit?: number; cursor?: string };
}): Promise<TPage<TSocialPost>> {
  const { db, query } = opts;
  const limit = query.limit ?? SOCIAL_POSTS_PAGE.default;
  const after = query.cursor ? decodeCursor(query.cursor, ['iso-micros', 'uuid'] as const) : null;
  const where = filters(query);
  const paged = after
    ? [...where, sql`(scheduled_for, id) < (${after[0]}::timestamptz, ${after[1]}::uuid)`]
    : where;
  const whereSql = (w: SQL[]) => (w.length ? sql`WHERE ${sql.join(w, sql` AND `)}` : sql``);
  const rows = await db
    .select({ post: socialPosts, cursorAt: sql<string>`${isoMicros(sql`scheduled_for`)}` })
    .from(socialPosts)
    .where(paged.length ? sql.join(paged, sql` AND `) : undefined)
    .orderBy(sql`scheduled_for DESC, id DESC`)
    .limit(limit + 1);
  return keysetPage({
    rows,
    limit,
    isFirstPage: !after,
    count: () => countOf(db, sql`SELECT count(*)::int AS n FROM social_posts ${whereSql(where)}`),
    cursorOf: (r) => [r.cursorAt, r.post.id],
    toItem: (r) => toSocialPost(r.post),
  });
}

/** The stat cards: counts by status, today's published posts (UTC day), and per platform. */
export async function socialStats(db: TExecutor, now: Date): Promise<TSocialStats> {
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const rows = rowsOf<{ platform: string; status: string; n: number; today: number }>(
    await db.execute(sql`
      SELECT platform, status, count(*)::int AS n,
        count(*) FILTER (WHERE published_at >= ${dayStart.toISOString()}::timestamptz)::int AS today
      FROM social_posts GROUP BY platform, status`),
  );
  const sum = (pred: (r: (typeof rows)[number]) => boolean, field: 'n' | 'today' = 'n') =>
    rows.filter(pred).reduce((a, r) => a + r[field], 0);
  return {
    totalPosts: sum(() => true),
    postsToday: sum((r) => r.status === 'posted', 'today'),
    scheduledPosts: sum((r) => r.status === 'scheduled'),
    publishingPosts: sum((r) => r.status === 'publishing'),
    postedPosts: sum((r) => r.status === 'posted'),
    failedPosts: sum((r) => r.status === 'failed'),
    missedPosts: sum((r) => r.status === 'missed'),
    perPlatform: SOCIAL_PLATFORMS.map((platform) => ({
      platform,
      scheduled: sum((r) => r.platform === platform && r.status === 'scheduled'),
      posted: sum((r) => r.platform === platform && r.status === 'posted'),
      failed: sum((r) => r.platform === platform && r.status === 'failed'),
      missed: sum((r) => r.platform === platform && r.status === 'missed'),
    })),
  };
}

export async function getSocialPost(db: TExecutor, id: string): Promise<TSocialPostRow> {
  const [row] = await db
    .select()
    .from(socialPosts)
    .where(sql`id = ${id}::uuid`);
  if (!row) throw new AppError('not_found', NOT_FOUND);
  return row;
}

const STATE_WORDS: Record<string, string> = {
  publishing: 'it is being published right now',
  posted: 'it is already posted',
  missed: 'it was missed (retry it first)',
  failed: 'it failed',
  scheduled: 'it is scheduled',
};

/**
 * Edits a scheduled or failed post (R112): the text must fit its platform, a new time must be in the future and
 * free for that platform. A failed post given a new time is scheduled again. The update is conditional on the
 * state read, so it never races the scheduler's claim.
 */
export async function patchSocialPost(opts: {
  db: TDb;
  id: string;
  body: TSocialPostPatchBody;
  now: Date;
}): Promise<{ before: TSocialPostRow; after: TSocialPostRow }> {
  const { db, id, body, now } = opts;
  const before = await getSocialPost(db, id);
  if (before.status !== 'scheduled' && before.status !== 'failed') {
    throw new AppError('conflict', `This post cannot be edited: ${STATE_WORDS[before.status]}`);
  }
  if (body.title !== undefined && before.platform !== 'reddit') {
    throw new AppError('bad_request', 'Only a Reddit post has a title');
  }
  const content = body.content ?? before.content;
  const hashtags = body.hashtags ?? before.hashtags;
  const title = body.title ?? before.title;
  const problem = lengthProblem(before.platform, renderPostText(before.platform, content, hashtags), title);
  if (problem)
    throw new AppError('bad_request', problem, { details: [{ field: 'content', message: problem }] });
  let scheduledFor = before.scheduledFor;
  if (body.scheduledFor !== undefined) {
    scheduledFor = new Date(body.scheduledFor);
    if (scheduledFor.getTime() <= now.getTime()) {
      throw new AppError('bad_request', 'The scheduled time must be in the future');
    }
  }
  const reschedule = before.status === 'failed' && body.scheduledFor !== undefined;
  try {
    const rows = rowsOf<Parameters<typeof postFromRaw>[0]>(
      await db.execute(sql`
        UPDATE social_posts SET content = ${content}, hashtags = ${JSON.stringify(hashtags)}::jsonb,
          title = ${title}, scheduled_for = ${scheduledFor.toISOString()}::timestamptz,
          ${reschedule ? sql`status = 'scheduled', attempts = 0, next_attempt_at = NULL, error_message = NULL,` : sql``}
          updated_at = ${now.toISOString()}::timestamptz
        WHERE id = ${id}::uuid AND status = ${before.status}
        RETURNING id`),
    );
    if (!rows[0])
      throw new AppError('conflict', 'The post changed meanwhile (it may be publishing): reload it');
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError(
        'conflict',
        `Another ${SOCIAL_PLATFORM_LABELS[before.platform]} post is scheduled at that moment: pick another time`,
      );
    }
    throw err;
  }
  return { before, after: await getSocialPost(db, id) };
}

/** Deletes a post that is not being published and was never posted (a posted one keeps its record). */
export async function deleteSocialPost(db: TDb, id: string): Promise<TSocialPostRow> {
  const before = await getSocialPost(db, id);
  if (before.status === 'publishing' || before.status === 'posted') {
    throw new AppError('conflict', `This post cannot be deleted: ${STATE_WORDS[before.status]}`);
  }
  const deleted = await db
    .delete(socialPosts)
    .where(sql`id = ${id}::uuid AND status NOT IN ('publishing', 'posted')`)
    .returning({ id: socialPosts.id });
  if (!deleted[0])
    throw new AppError('conflict', 'The post changed meanwhile (it may be publishing): reload it');
  return before;
}

/**
 * Retry (R112): a failed or missed post is scheduled again for now, its attempts reset; the scheduler sends it
 * within a minute when auto-posting is on (or Publish now sends it at once).
 */
export async function retrySocialPost(opts: { db: TDb; id: string; now: Date }): Promise<TSocialPostRow> {
  const { db, id, now } = opts;
  const before = await getSocialPost(db, id);
  if (before.status !== 'failed' && before.status !== 'missed') {
    throw new AppError(
      'conflict',
      `Only a failed or missed post can be retried: ${STATE_WORDS[before.status]}`,
    );
  }
  const updated = await db.execute(sql`
    UPDATE social_posts SET status = 'scheduled', scheduled_for = ${now.toISOString()}::timestamptz,
      attempts = 0, next_attempt_at = NULL, error_message = NULL, updated_at = ${now.toISOString()}::timestamptz
    WHERE id = ${id}::uuid AND status IN ('failed', 'missed')
    RETURNING id`);
  if (!rowsOf(updated)[0]) throw new AppError('conflict', 'The post changed meanwhile: reload it');
  return getSocialPost(db, id);
}

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}
