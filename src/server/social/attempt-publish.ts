import type { TDb } from '../db/client';
import type { TSocialPostRow } from '../db/schema';
import type { TLogger } from '../lib/logger';
import { finish } from './claim-posts';
import type { TPlatformClients } from './platforms';
import { platformName } from './platforms/http';
import { PlatformError } from './platforms/types';
import { recordPublishFailure, type TAttemptOutcome } from './publish-failure';
import { clearNeedsNewCredentials } from './settings';
import { socialPosts } from '../metrics/metrics';

/** One publishing attempt of a claimed post, and its outcome recorded (R110, R111). */
export async function attemptPublish(opts: {
  db: TDb;
  clients: TPlatformClients;
  post: TSocialPostRow;
  now: Date;
  log: TLogger;
}): Promise<TAttemptOutcome> {
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
    socialPosts.inc({ platform: post.platform, result: 'posted' });
    return { outcome: 'posted' };
  } catch (err) {
    const error =
      err instanceof PlatformError
        ? err
        : new PlatformError('unavailable', `${name}: ${err instanceof Error ? err.message : String(err)}`);
    const failed = await recordPublishFailure({ db, post, client, error, now, log });
    socialPosts.inc({ platform: post.platform, result: failed.outcome });
    return failed;
  }
}
