import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { rowsOf } from '../db/rows';

/** A post more than this late is missed, not published (docs/product-rules.md R43). */
export const MISSED_AFTER_MS = 60 * 60_000;

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
