import { execFileSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import {
  createServer,
  type IncomingMessage,
  type RequestListener,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer, globalAgent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rootCertificates } from 'node:tls';
import { SOCIAL_TEXT_LIMITS, type TSocialPlatform } from '@shared/contracts/social';
import { xWeightedLength } from '@shared/social/text-length';

/**
 * Local stand-ins of the four social APIs Rivalwatch posts to, under one prefix each:
 *   /x             X API v2, over HTTPS (twitter-api-v2 speaks nothing else) with a certificate made for the run: POST /2/tweets, GET /2/tweets/:id (OAuth 2.0 bearer or OAuth 1.0a HMAC-SHA1, verified)
 *   /linkedin      POST /rest/posts (bearer, LinkedIn-Version, X-Restli-Protocol-Version 2.0.0; id in x-restli-id)
 *   /facebook      Graph API POST /{page-id}/feed, GET /{post-id} (page access token in the form or query)
 *   /reddit-www    POST /api/v1/access_token (basic auth, password grant)
 *   /reddit-oauth  POST /api/submit, GET /by_id/:name (bearer; a descriptive User-Agent)
 * Each checks credentials and bodies as the real API does and answers its real success and error shapes: refused
 * credentials, 429 with its reset headers, 5xx. Tests make the next requests fail with `failNext`.
 */

/** rate: 429 with reset headers; server: 5xx; forbidden (X only): the app may not post (403). */
export type TFailure = 'rate' | 'server' | 'forbidden';

export type TStandInPost = { id: string; text: string; title?: string; subreddit?: string; body: unknown };

export type TSocialStandIns = {
  url: string;
  /** Env for testConfig: every platform configured against this server. */
  env: Record<string, string>;
  /** Env for X with OAuth 1.0a keys instead of the OAuth 2.0 token. */
  xOAuth1Env: Record<string, string>;
  /** The posts each platform accepted, in order. */
  posts: Record<TSocialPlatform, TStandInPost[]>;
  /** Requests per platform that reached the publish endpoint (accepted or not). */
  publishAttempts: Record<TSocialPlatform, number>;
  /** The next n publish requests to the platform answer this failure. */
  failNext(platform: TSocialPlatform, failure: TFailure, n?: number): void;
  /** The platform no longer accepts the configured credentials. */
  revoke(platform: TSocialPlatform): void;
  /** It accepts them again. */
  restore(platform: TSocialPlatform): void;
  /** Each publish waits this long before answering (to let two workers overlap). */
  setDelay(ms: number): void;
  /** Engagement the platforms report for their posts. */
  engagement: { likes: number; comments: number; shares: number; impressions: number };
  close(): Promise<void>;
};

const CREDS = {
  xToken: 'x-user-token-0123456789',
  xApiKey: 'x-consumer-key',
  xApiSecret: 'x-consumer-secret',
  xAccessToken: '12345-x-oauth1-access-token',
  xAccessSecret: 'x-oauth1-access-secret',
  linkedinToken: 'AQV-linkedin-token',
  linkedinOrg: 'urn:li:organization:2414183',
  facebookPage: '104958162837',
  facebookToken: 'EAAB-page-token',
  redditId: 'reddit-client-id',
  redditSecret: 'reddit-client-secret',
  redditUser: 'rivalwatch_bot',
  redditPassword: 'reddit-password',
};
export const STAND_IN_SUBREDDITS = ['shopify', 'ecommerce'];

/** RFC 3986 percent-encoding, as OAuth 1.0a signs with. */
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
}

export async function startSocialStandIns(): Promise<TSocialStandIns> {
  let url = '';
  let delayMs = 0;
  const revoked = new Set<TSocialPlatform>();
  const failures: Record<TSocialPlatform, TFailure[]> = {
    twitter: [],
    linkedin: [],
    facebook: [],
    reddit: [],
  };
  const posts: TSocialStandIns['posts'] = { twitter: [], linkedin: [], facebook: [], reddit: [] };
  const publishAttempts: TSocialStandIns['publishAttempts'] = {
    twitter: 0,
    linkedin: 0,
    facebook: 0,
    reddit: 0,
  };
  const redditTokens = new Set<string>();
  const engagement = { likes: 7, comments: 2, shares: 1, impressions: 250 };
  let seq = 1000;
  const nextId = () => String(++seq);
  const resetEpoch = () => Math.floor(Date.now() / 1000) + 120;

  /** The OAuth 1.0a header checked as X does: the HMAC-SHA1 signature over method, URL and parameters. */
  function oauth1Valid(req: IncomingMessage, fullUrl: URL): boolean {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('OAuth ')) return false;
    const params = Object.fromEntries(
      [...header.slice(6).matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [m[1]!, decodeURIComponent(m[2]!)]),
    );
    if (params.oauth_consumer_key !== CREDS.xApiKey || params.oauth_token !== CREDS.xAccessToken)
      return false;
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
    const base = [req.method!, rfc3986(`${fullUrl.origin}${fullUrl.pathname}`), rfc3986(paramString)].join(
      '&',
    );
    const key = `${rfc3986(CREDS.xApiSecret)}&${rfc3986(CREDS.xAccessSecret)}`;
    const expected = createHmac('sha1', key).update(base).digest('base64');
    return expected === params.oauth_signature;
  }

  async function x(req: IncomingMessage, res: ServerResponse, path: string, full: URL, body: string) {
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

  async function linkedin(req: IncomingMessage, res: ServerResponse, path: string, body: string) {
    if (req.headers.authorization !== `Bearer ${CREDS.linkedinToken}` || revoked.has('linkedin')) {
      return send(res, 401, {
        status: 401,
        serviceErrorCode: 65600,
        code: 'INVALID_ACCESS_TOKEN',
        message: 'Invalid access token',
      });
    }
    if (!/^\d{6}$/.test(String(req.headers['linkedin-version'] ?? ''))) {
      return send(res, 400, {
        status: 400,
        code: 'VERSION_MISSING',
        message: 'A version must be present. Please specify a version by adding the LinkedIn-Version header.',
      });
    }
    if (req.headers['x-restli-protocol-version'] !== '2.0.0') {
      return send(res, 400, { status: 400, message: 'Restli protocol version 2.0.0 is required' });
    }
    if (req.method === 'POST' && path === '/rest/posts') {
      publishAttempts.linkedin++;
      const failure = failures.linkedin.shift();
      if (failure === 'rate') {
        return send(res, 429, {
          status: 429,
          message: 'Resource level throttle APPLICATION DAY limit for calls to this resource is reached.',
        });
      }
      if (failure === 'server') return send(res, 500, { status: 500, message: 'Internal Server Error' });
      const json = JSON.parse(body) as {
        author?: string;
        commentary?: string;
        visibility?: string;
        lifecycleState?: string;
        distribution?: { feedDistribution?: string };
      };
      if (json.author !== CREDS.linkedinOrg) {
        return send(res, 403, {
          status: 403,
          serviceErrorCode: 100,
          code: 'ACCESS_DENIED',
          message: `Not enough permissions to access: partnerApiPostsExternal.CREATE.20251001`,
        });
      }
      const missing = (['commentary', 'visibility', 'lifecycleState'] as const).filter((k) => !json[k]);
      if (missing.length || !json.distribution?.feedDistribution) {
        return send(res, 422, {
          status: 422,
          code: 'UNPROCESSABLE_ENTITY',
          message: `Field Value validation failed in REQUEST_BODY: missing ${missing.join(', ') || 'distribution'}`,
        });
      }
      if (json.commentary!.length > SOCIAL_TEXT_LIMITS.linkedin) {
        return send(res, 422, { status: 422, message: 'commentary :: length exceeds 3000' });
      }
      const urn = `urn:li:share:7${nextId()}`;
      posts.linkedin.push({ id: urn, text: json.commentary!, body: json });
      res.writeHead(201, { 'x-restli-id': urn, 'x-linkedin-id': urn });
      return res.end();
    }
    return send(res, 404, { status: 404, message: `No route ${req.method} ${path}` });
  }

  async function facebook(req: IncomingMessage, res: ServerResponse, path: string, full: URL, body: string) {
    const form = new URLSearchParams(body);
    const token = req.method === 'GET' ? full.searchParams.get('access_token') : form.get('access_token');
    const fbtrace_id = randomBytes(8).toString('base64url');
    if (token !== CREDS.facebookToken || revoked.has('facebook')) {
      return send(res, 400, {
        error: {
          message: token
            ? 'Error validating access token: The session has been invalidated because the user changed their password or Facebook has changed the session for security reasons.'
            : 'An active access token must be used to query information about the current user.',
          type: 'OAuthException',
          code: 190,
          error_subcode: token ? 460 : undefined,
          fbtrace_id,
        },
      });
    }
    if (req.method === 'POST' && path === `/${CREDS.facebookPage}/feed`) {
      publishAttempts.facebook++;
      const failure = failures.facebook.shift();
      if (failure === 'rate') {
        return send(
          res,
          400,
          {
            error: {
              message: '(#32) Page request limit reached',
              type: 'OAuthException',
              is_transient: true,
              code: 32,
              fbtrace_id,
            },
          },
          {
            'x-business-use-case-usage': JSON.stringify({
              [CREDS.facebookPage]: [
                {
                  type: 'pages',
                  call_count: 100,
                  total_cputime: 20,
                  total_time: 30,
                  estimated_time_to_regain_access: 5,
                },
              ],
            }),
          },
        );
      }
      if (failure === 'server') {
        return send(res, 500, {
          error: {
            message: 'An unknown error has occurred.',
            type: 'OAuthException',
            is_transient: true,
            code: 1,
            fbtrace_id,
          },
        });
      }
      const message = form.get('message');
      if (!message) {
        return send(res, 400, {
          error: {
            message: '(#100) Missing message or attachment',
            type: 'OAuthException',
            code: 100,
            fbtrace_id,
          },
        });
      }
      const id = `${CREDS.facebookPage}_${nextId()}`;
      posts.facebook.push({ id, text: message, body: Object.fromEntries(form) });
      return send(res, 200, { id });
    }
    const post = posts.facebook.find((p) => `/${p.id}` === path);
    if (req.method === 'GET' && post) {
      return send(res, 200, {
        id: post.id,
        reactions: { data: [], summary: { total_count: engagement.likes, viewer_reaction: 'NONE' } },
        comments: {
          data: [],
          summary: { order: 'ranked', total_count: engagement.comments, can_comment: true },
        },
        ...(engagement.shares > 0 && { shares: { count: engagement.shares } }),
      });
    }
    return send(res, 400, {
      error: {
        message: `Unsupported ${req.method} request. Object with ID '${path.slice(1)}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        type: 'GraphMethodException',
        code: 100,
        error_subcode: 33,
        fbtrace_id,
      },
    });
  }

  async function redditWww(req: IncomingMessage, res: ServerResponse, path: string, body: string) {
    if (req.method !== 'POST' || path !== '/api/v1/access_token')
      return send(res, 404, { message: 'Not Found', error: 404 });
    const basic = `Basic ${Buffer.from(`${CREDS.redditId}:${CREDS.redditSecret}`).toString('base64')}`;
    if (req.headers.authorization !== basic) return send(res, 401, { message: 'Unauthorized', error: 401 });
    const form = new URLSearchParams(body);
    if (form.get('grant_type') !== 'password') return send(res, 200, { error: 'unsupported_grant_type' });
    if (
      form.get('username') !== CREDS.redditUser ||
      form.get('password') !== CREDS.redditPassword ||
      revoked.has('reddit')
    ) {
      return send(res, 200, { error: 'invalid_grant' });
    }
    const token = `reddit-bearer-${randomBytes(6).toString('hex')}`;
    redditTokens.add(token);
    return send(res, 200, { access_token: token, token_type: 'bearer', expires_in: 86400, scope: '*' });
  }

  async function redditOauth(req: IncomingMessage, res: ServerResponse, path: string, body: string) {
    const ua = String(req.headers['user-agent'] ?? '');
    if (!/\(by \/u\/\w+\)/.test(ua)) {
      return send(res, 429, { message: 'Too Many Requests', error: 429 }, { 'x-ratelimit-reset': '600' });
    }
    const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    if (!redditTokens.has(bearer) || revoked.has('reddit'))
      return send(res, 401, { message: 'Unauthorized', error: 401 });
    if (req.method === 'POST' && path === '/api/submit') {
      publishAttempts.reddit++;
      const failure = failures.reddit.shift();
      if (failure === 'rate') {
        return send(
          res,
          429,
          { message: 'Too Many Requests', error: 429 },
          { 'x-ratelimit-used': '100', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '42' },
        );
      }
      if (failure === 'server') return send(res, 503, { message: 'Service Unavailable', error: 503 });
      const form = new URLSearchParams(body);
      const errors: [string, string, string][] = [];
      if (form.get('api_type') !== 'json' || form.get('kind') !== 'self') {
        errors.push(['INVALID_OPTION', 'that option is not valid', 'kind']);
      }
      if (!STAND_IN_SUBREDDITS.includes(form.get('sr') ?? '')) {
        errors.push([
          'SUBREDDIT_NOEXIST',
          "Hmm, that community doesn't exist. Try checking the spelling.",
          'sr',
        ]);
      }
      const title = form.get('title') ?? '';
      if (!title) errors.push(['NO_TEXT', 'we need something here', 'title']);
      if (title.length > 300) errors.push(['TOO_LONG', 'this is too long (max: 300)', 'title']);
      if (errors.length) return send(res, 200, { json: { errors } });
      const id = Number(nextId()).toString(36);
      const sr = form.get('sr')!;
      posts.reddit.push({
        id: `t3_${id}`,
        text: form.get('text') ?? '',
        title,
        subreddit: sr,
        body: Object.fromEntries(form),
      });
      return send(res, 200, {
        json: {
          errors: [],
          data: {
            url: `https://www.reddit.com/r/${sr}/comments/${id}/${title.toLowerCase().replace(/\W+/g, '_').slice(0, 50)}/`,
            drafts_count: 0,
            id,
            name: `t3_${id}`,
          },
        },
      });
    }
    const m = /^\/by_id\/(t3_\w+)$/.exec(path);
    if (req.method === 'GET' && m) {
      const post = posts.reddit.find((p) => p.id === m[1]);
      return send(res, 200, {
        kind: 'Listing',
        data: {
          after: null,
          dist: post ? 1 : 0,
          children: post
            ? [
                {
                  kind: 't3',
                  data: {
                    id: post.id.slice(3),
                    name: post.id,
                    title: post.title,
                    ups: engagement.likes,
                    score: engagement.likes,
                    num_comments: engagement.comments,
                    view_count: null,
                  },
                },
              ]
            : [],
          before: null,
        },
      });
    }
    return send(res, 404, { message: 'Not Found', error: 404 });
  }

  const handler: RequestListener = (req, res) => {
    void (async () => {
      const scheme = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
      const full = new URL(req.url ?? '/', `${scheme}://${req.headers.host}`);
      const body = await readBody(req);
      const [, prefix, ...rest] = full.pathname.split('/');
      const path = `/${rest.join('/')}`;
      if (delayMs && req.method === 'POST') await new Promise((r) => setTimeout(r, delayMs));
      switch (prefix) {
        case 'x':
          return x(req, res, path, full, body);
        case 'linkedin':
          return linkedin(req, res, path, body);
        case 'facebook':
          return facebook(req, res, path, full, body);
        case 'reddit-www':
          return redditWww(req, res, path, body);
        case 'reddit-oauth':
          return redditOauth(req, res, path, body);
        default:
          return send(res, 404, { message: 'Not Found' });
      }
    })().catch((err: unknown) => {
      res.writeHead(500);
      res.end(String(err));
    });
  };
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tls = selfSignedCertificate();
  const httpsServer = createHttpsServer({ key: tls.key, cert: tls.cert }, handler);
  await new Promise<void>((resolve) => httpsServer.listen(0, '127.0.0.1', resolve));
  const httpsUrl = `https://127.0.0.1:${(httpsServer.address() as AddressInfo).port}`;
  // This test process trusts the certificate (Node's https requests, as twitter-api-v2 makes them).
  const trusted = globalAgent.options.ca;
  globalAgent.options.ca = [...rootCertificates, tls.cert];

  const common = {
    X_API_URL: `${httpsUrl}/x`,
    LINKEDIN_API_URL: `${url}/linkedin`,
    LINKEDIN_ACCESS_TOKEN: CREDS.linkedinToken,
    LINKEDIN_ORGANIZATION_URN: CREDS.linkedinOrg,
    FACEBOOK_GRAPH_URL: `${url}/facebook`,
    FACEBOOK_PAGE_ID: CREDS.facebookPage,
    FACEBOOK_PAGE_ACCESS_TOKEN: CREDS.facebookToken,
    REDDIT_AUTH_URL: `${url}/reddit-www`,
    REDDIT_API_URL: `${url}/reddit-oauth`,
    REDDIT_CLIENT_ID: CREDS.redditId,
    REDDIT_CLIENT_SECRET: CREDS.redditSecret,
    REDDIT_USERNAME: CREDS.redditUser,
    REDDIT_PASSWORD: CREDS.redditPassword,
  };
  return {
    url,
    env: { ...common, X_ACCESS_TOKEN: CREDS.xToken },
    xOAuth1Env: {
      ...common,
      X_API_KEY: CREDS.xApiKey,
      X_API_SECRET: CREDS.xApiSecret,
      X_ACCESS_TOKEN: CREDS.xAccessToken,
      X_ACCESS_SECRET: CREDS.xAccessSecret,
    },
    posts,
    publishAttempts,
    failNext(platform, failure, n = 1) {
      for (let i = 0; i < n; i++) failures[platform].push(failure);
    },
    revoke(platform) {
      revoked.add(platform);
    },
    restore(platform) {
      revoked.delete(platform);
    },
    setDelay(ms) {
      delayMs = ms;
    },
    engagement,
    async close() {
      globalAgent.options.ca = trusted;
      await new Promise<void>((resolve) => httpsServer.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A key and a certificate for 127.0.0.1, valid one day, made with openssl for this run only. */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'social-stand-in-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
