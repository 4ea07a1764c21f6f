import {
  ApiRequestError,
  ApiResponseError,
  TwitterApi,
  type TweetV2PostTweetResult,
  type TweetV2SingleResult,
  type TwitterApiv2,
} from 'twitter-api-v2';
import type { TConfig } from '../../config';
import { renderPostText } from '@shared/social/text-length';
import {
  DEFAULT_RATE_LIMIT_WAIT_SECONDS,
  errorForStatusCode,
  fingerprint,
  int,
  notConfigured,
  unset,
} from './http';
import { PlatformError, type TPlatformClient } from './types';

type TXConfig = Pick<
  TConfig,
  'X_ACCESS_TOKEN' | 'X_API_KEY' | 'X_API_SECRET' | 'X_ACCESS_SECRET' | 'X_API_URL'
>;

/**
 * X through its API v2 (`POST /2/tweets`, `GET /2/tweets/:id?tweet.fields=public_metrics`) with twitter-api-v2:
 * an OAuth 2.0 user token (X_ACCESS_TOKEN), or OAuth 1.0a user keys when X_API_KEY is set.
 */
export function createXClient(config: TXConfig): TPlatformClient {
  const oauth1 = !!config.X_API_KEY;
  const missing = oauth1
    ? unset({
        X_API_KEY: config.X_API_KEY,
        X_API_SECRET: config.X_API_SECRET,
        X_ACCESS_TOKEN: config.X_ACCESS_TOKEN,
        X_ACCESS_SECRET: config.X_ACCESS_SECRET,
      })
    : unset({ X_ACCESS_TOKEN: config.X_ACCESS_TOKEN });

  // Every call names the prefix: the library's own cloneWithPrefix is broken in 1.29 (it calls a class without new).
  const prefix = `${config.X_API_URL.replace(/\/$/, '')}/2/`;
  let v2: TwitterApiv2 | null = null;
  const client = (): TwitterApiv2 => {
    if (missing.length) throw notConfigured('twitter', missing);
    if (!v2) {
      const root = oauth1
        ? new TwitterApi({
            appKey: config.X_API_KEY!,
            appSecret: config.X_API_SECRET!,
            accessToken: config.X_ACCESS_TOKEN!,
            accessSecret: config.X_ACCESS_SECRET!,
          })
        : new TwitterApi(config.X_ACCESS_TOKEN!);
      v2 = root.v2;
    }
    return v2;
  };

  return {
    platform: 'twitter',
    missingVariables: () => missing,
    credentialsFingerprint: () =>
      missing.length
        ? null
        : fingerprint(config.X_API_KEY, config.X_API_SECRET, config.X_ACCESS_TOKEN, config.X_ACCESS_SECRET),
    async publish(request) {
      const api = client();
      try {
        const res = await api.post<TweetV2PostTweetResult>(
          'tweets',
          { text: renderPostText('twitter', request.content, request.hashtags) },
          { prefix, forceBodyMode: 'json' },
        );
        return { externalId: res.data.id, url: `https://x.com/i/web/status/${res.data.id}` };
      } catch (err) {
        throw xError(err);
      }
    },
    async fetchEngagement(externalId) {
      const api = client();
      try {
        const res = await api.get<TweetV2SingleResult>(
          'tweets/:id',
          { 'tweet.fields': 'public_metrics' },
          { prefix, params: { id: externalId } },
        );
        const m = res.data.public_metrics;
        if (!m) return null;
        const shares =
          int(m.retweet_count) === null ? null : (m.retweet_count ?? 0) + (int(m.quote_count) ?? 0);
        return {
          impressions: int(m.impression_count),
          likes: int(m.like_count),
          shares,
          comments: int(m.reply_count),
          // Link clicks are a non-public metric: not in public_metrics.
          clicks: null,
        };
      } catch (err) {
        throw xError(err);
      }
    },
  };
}

/** X's problem details ({title, detail, type, status}) as a PlatformError. */
function xError(err: unknown): PlatformError {
  if (err instanceof PlatformError) return err;
  if (err instanceof ApiResponseError) {
    const data = err.data as { detail?: string; title?: string; errors?: { message?: string }[] };
    const said = data.detail ?? data.title ?? data.errors?.[0]?.message ?? err.message;
    // X answers 403 for a duplicate post too: that is about the post, not the credentials. Any other 403 (an app
    // without write access: "You are not permitted to perform this action.") needs new credentials.
    if (err.code === 403 && /duplicate content/i.test(said)) {
      return new PlatformError('rejected', `X answered 403: ${said}`, { status: 403 });
    }
    // The library reads x-rate-limit-reset (epoch seconds) into rateLimit.reset.
    return errorForStatusCode('twitter', err.code, said, () => {
      const reset = err.rateLimit?.reset;
      return reset ? Math.max(1, Math.ceil(reset - Date.now() / 1000)) : DEFAULT_RATE_LIMIT_WAIT_SECONDS;
    });
  }
  if (err instanceof ApiRequestError) {
    return new PlatformError('unavailable', `X could not be reached: ${err.requestError.message}`);
  }
  return new PlatformError('unavailable', `X: ${err instanceof Error ? err.message : String(err)}`);
}
