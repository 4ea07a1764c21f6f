import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TSocialPlatform } from '@shared/contracts/social';

/** rate: 429 with reset headers; server: 5xx; forbidden (X only): the app may not post (403). */
export type TFailure = 'rate' | 'server' | 'forbidden';

export type TStandInPost = { id: string; text: string; title?: string; subreddit?: string; body: unknown };

/** What the platforms' stand-ins share in one run: what they accepted, what they refuse, what fails next. */
export type TStandInState = {
  revoked: Set<TSocialPlatform>;
  failures: Record<TSocialPlatform, TFailure[]>;
  posts: Record<TSocialPlatform, TStandInPost[]>;
  publishAttempts: Record<TSocialPlatform, number>;
  redditTokens: Set<string>;
  engagement: { likes: number; comments: number; shares: number; impressions: number };
  nextId: () => string;
  /** A rate limit's reset time (epoch seconds), two minutes ahead. */
  resetEpoch: () => number;
};

/** One request as a platform's stand-in sees it: the path after its prefix, the full URL and the whole body. */
export type TStandInRequest = {
  req: IncomingMessage;
  res: ServerResponse;
  path: string;
  full: URL;
  body: string;
};

export const CREDS = {
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

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (data += c));
    req.on('end', () => resolve(data));
    req.on('error', reject);
  });
}

export function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(body === undefined ? '' : JSON.stringify(body));
}
