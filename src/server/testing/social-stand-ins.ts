import { createServer, type RequestListener, type Server } from 'node:http';
import { createServer as createHttpsServer, globalAgent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { rootCertificates } from 'node:tls';
import type { TSocialPlatform } from '@shared/contracts/social';
import { selfSignedCertificate } from './social-stand-ins/certificate';
import { facebookApi } from './social-stand-ins/facebook';
import { linkedinApi } from './social-stand-ins/linkedin';
import { redditOauthApi, redditWwwApi } from './social-stand-ins/reddit';
import {
  CREDS,
  readBody,
  send,
  type TFailure,
  type TStandInPost,
  type TStandInState,
} from './social-stand-ins/state';
import { xApi } from './social-stand-ins/x';

export { STAND_IN_SUBREDDITS, type TFailure, type TStandInPost } from './social-stand-ins/state';

/**
 * Local stand-ins of the four social APIs Rivalwatch posts to, under one prefix each:
 *   /x             X API v2, over HTTPS (twitter-api-v2 speaks nothing else) with a certificate made for the run: POST /2/tweets, GET /2/tweets/:id (OAuth 2.0 bearer or OAuth 1.0a HMAC-SHA1, verified)
 *   /linkedin      POST /rest/posts (bearer, LinkedIn-Version, X-Restli-Protocol-Version 2.0.0; id in x-restli-id)
 *   /facebook      Graph API POST /{page-id}/feed, GET /{post-id} (page access token in the form or query)
 *   /reddit-www    POST /api/v1/access_token (basic auth, password grant)
 *   /reddit-oauth  POST /api/submit, GET /by_id/:name (bearer; a descriptive User-Agent)
 * Each checks credentials and bodies as the real API does and answers its real success and error shapes: refused
 * credentials, 429 with its reset headers, 5xx. Tests make the next requests fail with `failNext`. Each platform
 * has its file in social-stand-ins/; this one holds their shared state, the two servers and the tests' handle.
 */

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
  const engagement = { likes: 7, comments: 2, shares: 1, impressions: 250 };
  let seq = 1000;
  const state: TStandInState = {
    revoked,
    failures,
    posts,
    publishAttempts,
    redditTokens: new Set<string>(),
    engagement,
    nextId: () => String(++seq),
    resetEpoch: () => Math.floor(Date.now() / 1000) + 120,
  };

  const handler: RequestListener = (req, res) => {
    void (async () => {
      const scheme = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
      const full = new URL(req.url ?? '/', `${scheme}://${req.headers.host}`);
      const body = await readBody(req);
      const [, prefix, ...rest] = full.pathname.split('/');
      const path = `/${rest.join('/')}`;
      if (delayMs && req.method === 'POST') await new Promise((r) => setTimeout(r, delayMs));
      const request = { req, res, path, full, body };
      switch (prefix) {
        case 'x':
          return xApi(state, request);
        case 'linkedin':
          return linkedinApi(state, request);
        case 'facebook':
          return facebookApi(state, request);
        case 'reddit-www':
          return redditWwwApi(state, request);
        case 'reddit-oauth':
          return redditOauthApi(state, request);
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
