import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { xWeightedLength } from '@shared/social/text-length';
import { CREDS, send, type TStandInRequest, type TStandInState } from './state';

/** RFC 3986 percent-encoding, as OAuth 1.0a signs with. */
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The OAuth 1.0a header checked as X does: the HMAC-SHA1 signature over method, URL and parameters. */
function oauth1Valid(req: IncomingMessage, fullUrl: URL): boolean {
  const header = req.headers.authorization ?? '';
  if (!header.startsWith('OAuth ')) return false;
  const params = Object.fromEntries(
    [...header.slice(6).matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [m[1]!, decodeURIComponent(m[2]!)]),
  );
  if (params.oauth_consumer_key !== CREDS.xApiKey || params.oauth_token !== CREDS.xAccessToken) return false;
  if (params.oauth_signature_method !== 'HMAC-SHA1') return false;
  const all: [string, string][] = Object.entries(params).filter(
    ([k]) => k !== 'oauth_signature' && k !== 'realm',
  );
  for (const [k, v] of fullUrl.searchParams) all.push([k, v]);
  const paramString = all
    .map(([k, v]) => [rfc3986(k), rfc3986(v)])
    .sort(([a, av], [b, bv]) => (a === b ? (av! < bv! ? -1 : 1) : a! < b! ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const base = [req.method!, rfc3986(`${fullUrl.origin}${fullUrl.pathname}`), rfc3986(paramString)].join('&');
  const key = `${rfc3986(CREDS.xApiSecret)}&${rfc3986(CREDS.xAccessSecret)}`;
  const expected = createHmac('sha1', key).update(base).digest('base64');
  return expected === params.oauth_signature;
}

/** X API v2: POST /2/tweets, GET /2/tweets/:id (OAuth 2.0 bearer or OAuth 1.0a HMAC-SHA1, verified). */
export async function xApi(s: TStandInState, { req, res, path, full, body }: TStandInRequest) {
  const { revoked, failures, posts, publishAttempts, engagement, nextId, resetEpoch } = s;
  const auth = req.headers.authorization ?? '';
  const ok = !revoked.has('twitter') && (auth === `Bearer ${CREDS.xToken}` || oauth1Valid(req, full));
  const problem = (status: number, title: string, detail: string, headers: Record<string, string> = {}) =>
    send(res, status, { title, detail, type: 'about:blank', status }, headers);
  if (!ok) return problem(401, 'Unauthorized', 'Unauthorized');
  if (req.method === 'POST' && path === '/2/tweets') {
    publishAttempts.twitter++;
    const failure = failures.twitter.shift();
    if (failure === 'rate') {
      return problem(429, 'Too Many Requests', 'Too Many Requests', {
        'x-rate-limit-limit': '100',
        'x-rate-limit-remaining': '0',
        'x-rate-limit-reset': String(resetEpoch()),
      });
    }
    if (failure === 'server') return problem(503, 'Service Unavailable', 'Service Unavailable');
    if (failure === 'forbidden') {
      return problem(403, 'Forbidden', 'You are not permitted to perform this action.');
    }
    const json = JSON.parse(body) as { text?: string };
    if (!json.text || xWeightedLength(json.text) > 280) {
      return send(res, 400, {
        errors: [{ parameters: { text: [json.text ?? ''] }, message: 'The text is too long' }],
        title: 'Invalid Request',
        detail: 'One or more parameters to your request was invalid.',
        type: 'https://api.twitter.com/2/problems/invalid-request',
      });
    }
    if (posts.twitter.some((p) => p.text === json.text)) {
      return problem(403, 'Forbidden', 'You are not allowed to create a Tweet with duplicate content.');
    }
    const id = `18${nextId()}`;
    posts.twitter.push({ id, text: json.text, body: json });
    return send(res, 201, { data: { id, text: json.text, edit_history_tweet_ids: [id] } });
  }
  const m = /^\/2\/tweets\/(\d+)$/.exec(path);
  if (req.method === 'GET' && m) {
    const post = posts.twitter.find((p) => p.id === m[1]);
    if (!post) {
      return send(res, 200, {
        errors: [
          { value: m[1], detail: `Could not find tweet with id: [${m[1]}].`, title: 'Not Found Error' },
        ],
      });
    }
    return send(res, 200, {
      data: {
        id: post.id,
        text: post.text,
        edit_history_tweet_ids: [post.id],
        public_metrics: {
          retweet_count: engagement.shares,
          reply_count: engagement.comments,
          like_count: engagement.likes,
          quote_count: 0,
          bookmark_count: 0,
          impression_count: engagement.impressions,
        },
      },
    });
  }
  return problem(404, 'Not Found Error', `No route ${req.method} ${path}`);
}
