import type { TConfig } from '../../config';
import {
  errorFromStatus,
  fingerprint,
  int,
  notConfigured,
  platformFetch,
  readJson,
  str,
  unset,
} from './http';
import { PlatformError, type TPlatformClient } from './types';

type TRedditConfig = Pick<
  TConfig,
  | 'REDDIT_CLIENT_ID'
  | 'REDDIT_CLIENT_SECRET'
  | 'REDDIT_USERNAME'
  | 'REDDIT_PASSWORD'
  | 'REDDIT_AUTH_URL'
  | 'REDDIT_API_URL'
>;

/**
 * Reddit as a "script" app: a bearer token from `POST /api/v1/access_token` (basic auth with the app's id and
 * secret, password grant), then `POST /api/submit` (kind=self, api_type=json). Reddit asks every client for a
 * descriptive User-Agent naming its author. Engagement from `GET /by_id/{t3_id}`: score and comments; Reddit
 * gives no views, shares or clicks (null).
 */
export function createRedditClient(config: TRedditConfig): TPlatformClient {
  const missing = unset({
    REDDIT_CLIENT_ID: config.REDDIT_CLIENT_ID,
    REDDIT_CLIENT_SECRET: config.REDDIT_CLIENT_SECRET,
    REDDIT_USERNAME: config.REDDIT_USERNAME,
    REDDIT_PASSWORD: config.REDDIT_PASSWORD,
  });
  const authBase = config.REDDIT_AUTH_URL.replace(/\/$/, '');
  const apiBase = config.REDDIT_API_URL.replace(/\/$/, '');
  const userAgent = `server:rivalwatch-social:1.0 (by /u/${config.REDDIT_USERNAME ?? 'unknown'})`;
  let token: { value: string; expiresAt: number } | null = null;

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${config.REDDIT_CLIENT_ID}:${config.REDDIT_CLIENT_SECRET}`).toString('base64');
    const res = await platformFetch('reddit', `${authBase}/api/v1/access_token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': userAgent,
      },
      body: new URLSearchParams({
        grant_type: 'password',
        username: config.REDDIT_USERNAME!,
        password: config.REDDIT_PASSWORD!,
      }).toString(),
    });
    const body = (await readJson(res)) as {
      access_token?: unknown;
      expires_in?: unknown;
      error?: unknown;
      message?: unknown;
    };
    if (!res.ok) throw errorFromStatus('reddit', res, str(body.message) ?? res.statusText, Date.now());
    // A wrong username or password is a 200 with {"error": "invalid_grant"}.
    if (body.error !== undefined || !str(body.access_token)) {
      throw new PlatformError('auth', `Reddit refused the account: ${String(body.error ?? 'no token')}`, {
        status: res.status,
      });
    }
    const seconds = int(body.expires_in) ?? 3600;
    token = { value: str(body.access_token)!, expiresAt: Date.now() + (seconds - 60) * 1000 };
    return token.value;
  }

  /** A call with the bearer token; a 401 (an expired token) gets one new token and one more try. */
  async function call(path: string, init: RequestInit): Promise<Response> {
    for (let tries = 0; ; tries++) {
      const res = await platformFetch('reddit', `${apiBase}${path}`, {
        ...init,
        headers: { ...init.headers, authorization: `Bearer ${await accessToken()}`, 'user-agent': userAgent },
      });
      if (res.status !== 401 || tries > 0) return res;
      await res.body?.cancel();
      token = null;
    }
  }

  return {
    platform: 'reddit',
    missingVariables: () => missing,
    credentialsFingerprint: () =>
      missing.length
        ? null
        : fingerprint(
            config.REDDIT_CLIENT_ID,
            config.REDDIT_CLIENT_SECRET,
            config.REDDIT_USERNAME,
            config.REDDIT_PASSWORD,
          ),
    async publish(request) {
      if (missing.length) throw notConfigured('reddit', missing);
      if (!request.subreddit || !request.title) {
        throw new PlatformError('rejected', 'A Reddit post needs a subreddit and a title');
      }
      const res = await call('/api/submit', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          api_type: 'json',
          kind: 'self',
          sr: request.subreddit,
          title: request.title,
          text: request.content,
        }).toString(),
      });
      const body = (await readJson(res)) as {
        message?: unknown;
        json?: {
          errors?: [string, string, string?][];
          data?: { id?: unknown; name?: unknown; url?: unknown };
        };
      };
      if (!res.ok) throw errorFromStatus('reddit', res, str(body.message) ?? res.statusText, Date.now());
      const errors = body.json?.errors ?? [];
      if (errors.length > 0) {
        const [code, text] = errors[0]!;
        const message = `Reddit refused the post: ${code} ${text}`;
        if (code === 'RATELIMIT') {
          throw new PlatformError('rate_limited', message, { retryAfterSeconds: redditWait(text) });
        }
        throw new PlatformError('rejected', message);
      }
      const name = str(body.json?.data?.name);
      const url = str(body.json?.data?.url);
      if (!name || !url) throw new PlatformError('rejected', 'Reddit accepted the post but named no id');
      return { externalId: name, url };
    },
    async fetchEngagement(externalId) {
      if (missing.length) throw notConfigured('reddit', missing);
      const res = await call(`/by_id/${encodeURIComponent(externalId)}`, { method: 'GET' });
      const body = (await readJson(res)) as {
        message?: unknown;
        data?: { children?: { data?: { ups?: unknown; num_comments?: unknown; view_count?: unknown } }[] };
      };
      if (!res.ok) throw errorFromStatus('reddit', res, str(body.message) ?? res.statusText, Date.now());
      const post = body.data?.children?.[0]?.data;
      if (!post) return null;
      return {
        impressions: int(post.view_count),
        likes: int(post.ups),
        shares: null,
        comments: int(post.num_comments),
        clicks: null,
      };
    },
  };
}

/** "you are doing that too much. try again in 9 minutes." → seconds. */
function redditWait(text: string): number {
  const m = /(\d+)\s*(second|minute|hour)/i.exec(text);
  if (!m) return 10 * 60;
  const n = Number(m[1]);
  const unit = m[2]!.toLowerCase();
  return n * (unit === 'second' ? 1 : unit === 'minute' ? 60 : 3600);
}
