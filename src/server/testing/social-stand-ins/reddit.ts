import { randomBytes } from 'node:crypto';
import { CREDS, send, STAND_IN_SUBREDDITS, type TStandInRequest, type TStandInState } from './state';

/** www.reddit.com: POST /api/v1/access_token (basic auth, password grant); the token it gives is kept. */
export async function redditWwwApi(s: TStandInState, { req, res, path, body }: TStandInRequest) {
  const { revoked, redditTokens } = s;
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

/** oauth.reddit.com: POST /api/submit, GET /by_id/:name (bearer; a descriptive User-Agent). */
export async function redditOauthApi(s: TStandInState, { req, res, path, body }: TStandInRequest) {
  const { revoked, failures, posts, publishAttempts, redditTokens, engagement, nextId } = s;
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
