import type { TDb } from '../db/client';
import type { TSocialPostRow } from '../db/schema';
import type { TLogger } from '../lib/logger';
import { finish } from './claim-posts';
import { platformName } from './platforms/http';
import type { PlatformError, TPlatformClient } from './platforms/types';
import { markNeedsNewCredentials } from './settings';

/** Attempts before a post fails for good on 429s or 5xx. */
export const MAX_ATTEMPTS = 5;

/**
 * What one attempt came to. `block` stops the rest of this run asking the same platform: until a time after a
 * 429, or with no time when the platform refused its credentials.
 */
export type TAttemptOutcome = {
  outcome: 'posted' | 'failed' | 'retrying' | 'paused';
  block?: { until: Date | null; message: string };
};

/** Backoff after a 5xx or network failure: 1, 2, 4, 8 minutes. */
export function backoffSeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 30 * 60);
}

/**
 * Records a failed attempt by its kind (R110, R111): a bad post or missing configuration fails; refused
 * credentials pause the platform; a 429, 5xx or network failure is tried again later, up to MAX_ATTEMPTS.
 */
export async function recordPublishFailure(opts: {
  db: TDb;
  post: TSocialPostRow;
  client: TPlatformClient;
  error: PlatformError;
  now: Date;
  log: TLogger;
}): Promise<TAttemptOutcome> {
  const { db, post, client, error, now, log } = opts;
  const name = platformName(post.platform);
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
