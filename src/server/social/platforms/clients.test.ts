import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SOCIAL_PLATFORMS } from '@shared/contracts/social';
import { startSocialStandIns, type TSocialStandIns } from '../../testing/social-stand-ins';
import { testConfig } from '../../testing/test-app';
import { createPlatformClients, type TPlatformClients } from './index';
import { littleText } from './linkedin';
import { PlatformError, type TPublishRequest, type TSocialPlatform } from './types';

const request = (platform: TSocialPlatform, n = 1): TPublishRequest => ({
  content: `Post ${n}: 37% of the 120 products we monitor changed price (a test).`,
  hashtags: ['shopify', 'pricing'],
  title: platform === 'reddit' ? `Post ${n} title` : undefined,
  subreddit: platform === 'reddit' ? 'shopify' : undefined,
  postId: `00000000-0000-4000-8000-00000000000${n}`,
});

async function refusal(p: Promise<unknown>): Promise<PlatformError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(PlatformError);
  return err as PlatformError;
}

describe('social platform clients against their stand-ins', () => {
  let stand: TSocialStandIns;
  let clients: TPlatformClients;
  beforeAll(async () => {
    stand = await startSocialStandIns();
  });
  afterAll(async () => {
    await stand.close();
  });
  beforeEach(() => {
    clients = createPlatformClients(testConfig(stand.env));
  });

  it.each(SOCIAL_PLATFORMS)(
    '%s: publishes, gives the id and link, and reads engagement',
    async (platform) => {
      const client = clients[platform];
      expect(client.missingVariables()).toEqual([]);
      const published = await client.publish(request(platform, 1));
      const accepted = stand.posts[platform].at(-1)!;
      expect(published.externalId).toBe(accepted.id);
      expect(published.url).toMatch(/^https:\/\//);
      const engagement = await client.fetchEngagement(published.externalId);
      if (platform === 'linkedin') {
        expect(engagement).toBeNull();
      } else {
        expect(engagement).toMatchObject({ likes: 7, comments: 2 });
        // What the platform does not report is null, never 0
        if (platform !== 'twitter') expect(engagement!.clicks).toBeNull();
      }
    },
  );

  it('writes each platform its own way: X and Facebook with hashtags, LinkedIn little text, Reddit title and body', async () => {
    await clients.twitter.publish(request('twitter', 2));
    expect(stand.posts.twitter.at(-1)!.text).toBe(
      'Post 2: 37% of the 120 products we monitor changed price (a test).\n\n#shopify #pricing',
    );
    await clients.linkedin.publish(request('linkedin', 2));
    expect(stand.posts.linkedin.at(-1)!.text).toBe(
      'Post 2: 37% of the 120 products we monitor changed price \\(a test\\).\n\n{hashtag|\\#|shopify} {hashtag|\\#|pricing}',
    );
    expect(stand.posts.linkedin.at(-1)!.body).toMatchObject({
      author: 'urn:li:organization:2414183',
      visibility: 'PUBLIC',
      lifecycleState: 'PUBLISHED',
    });
    await clients.facebook.publish(request('facebook', 2));
    expect(stand.posts.facebook.at(-1)!.text).toContain('#shopify #pricing');
    await clients.reddit.publish(request('reddit', 2));
    expect(stand.posts.reddit.at(-1)).toMatchObject({ title: 'Post 2 title', subreddit: 'shopify' });
    expect(stand.posts.reddit.at(-1)!.text).not.toContain('#shopify');
    expect(littleText('a_b @c', [])).toBe('a\\_b \\@c');
  });

  it('X with OAuth 1.0a keys: the stand-in verifies the HMAC-SHA1 signature', async () => {
    const oauth1 = createPlatformClients(testConfig(stand.xOAuth1Env)).twitter;
    const published = await oauth1.publish(request('twitter', 3));
    expect(stand.posts.twitter.at(-1)!.id).toBe(published.externalId);
    // A wrong consumer secret makes a signature X refuses
    const wrong = createPlatformClients(
      testConfig({ ...stand.xOAuth1Env, X_API_SECRET: 'not-the-secret' }),
    ).twitter;
    expect((await refusal(wrong.publish(request('twitter', 4)))).kind).toBe('auth');
  });

  it.each(SOCIAL_PLATFORMS)('%s: 429 is rate_limited with the wait its headers give', async (platform) => {
    stand.failNext(platform, 'rate');
    const err = await refusal(clients[platform].publish(request(platform, 5)));
    expect(err.kind).toBe('rate_limited');
    const wait = err.extra.retryAfterSeconds!;
    // X: x-rate-limit-reset 120 s ahead; Reddit: x-ratelimit-reset 42; Facebook: 5 minutes to regain access;
    // LinkedIn names no reset time: the default wait.
    const expected = { twitter: [110, 121], reddit: [42, 42], facebook: [300, 300], linkedin: [900, 900] }[
      platform
    ];
    expect(wait).toBeGreaterThanOrEqual(expected[0]!);
    expect(wait).toBeLessThanOrEqual(expected[1]!);
  });

  it.each(SOCIAL_PLATFORMS)('%s: 5xx is unavailable (worth retrying)', async (platform) => {
    stand.failNext(platform, 'server');
    const err = await refusal(clients[platform].publish(request(platform, 6)));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toMatch(/answered 5\d\d/);
  });

  it.each(SOCIAL_PLATFORMS)(
    '%s: refused credentials are auth, with what the platform said',
    async (platform) => {
      const badCredentials: Record<TSocialPlatform, Record<string, string>> = {
        twitter: { X_ACCESS_TOKEN: 'revoked' },
        linkedin: { LINKEDIN_ACCESS_TOKEN: 'expired' },
        facebook: { FACEBOOK_PAGE_ACCESS_TOKEN: 'expired' },
        reddit: { REDDIT_PASSWORD: 'changed' },
      };
      const bad = badCredentials[platform];
      const client = createPlatformClients(testConfig({ ...stand.env, ...bad }))[platform];
      const err = await refusal(client.publish(request(platform, 7)));
      expect(err.kind).toBe('auth');
      expect(err.message).toMatch(
        {
          twitter: /401: Unauthorized/,
          linkedin: /Invalid access token/,
          facebook: /Error validating access token/,
          reddit: /invalid_grant/,
        }[platform],
      );
    },
  );

  it('a refusal of the post itself is rejected: X duplicate (403), a subreddit that does not exist', async () => {
    await clients.twitter.publish({ ...request('twitter', 8), content: 'Unique text once' });
    const dup = await refusal(
      clients.twitter.publish({ ...request('twitter', 8), content: 'Unique text once' }),
    );
    expect(dup.kind).toBe('rejected');
    expect(dup.message).toMatch(/duplicate content/);
    // Any other 403 from X is about the credentials (an app without write access)
    stand.failNext('twitter', 'forbidden');
    const forbidden = await refusal(clients.twitter.publish(request('twitter', 10)));
    expect(forbidden.kind).toBe('auth');
    expect(forbidden.message).toBe('X answered 403: You are not permitted to perform this action.');
    const sr = await refusal(clients.reddit.publish({ ...request('reddit', 9), subreddit: 'nosuchplace' }));
    expect(sr.kind).toBe('rejected');
    expect(sr.message).toMatch(/SUBREDDIT_NOEXIST/);
  });

  it('an unconfigured platform names the variables to set and sends nothing', async () => {
    const none = createPlatformClients(testConfig({}));
    expect(none.twitter.missingVariables()).toEqual(['X_ACCESS_TOKEN']);
    expect(none.linkedin.missingVariables()).toEqual(['LINKEDIN_ACCESS_TOKEN', 'LINKEDIN_ORGANIZATION_URN']);
    expect(none.facebook.missingVariables()).toEqual(['FACEBOOK_PAGE_ID', 'FACEBOOK_PAGE_ACCESS_TOKEN']);
    expect(none.reddit.missingVariables()).toEqual([
      'REDDIT_CLIENT_ID',
      'REDDIT_CLIENT_SECRET',
      'REDDIT_USERNAME',
      'REDDIT_PASSWORD',
    ]);
    const halfX = createPlatformClients(testConfig({ X_API_KEY: 'k' })).twitter;
    expect(halfX.missingVariables()).toEqual(['X_API_SECRET', 'X_ACCESS_TOKEN', 'X_ACCESS_SECRET']);
    const err = await refusal(none.facebook.publish(request('facebook')));
    expect(err.kind).toBe('not_configured');
    expect(err.message).toBe('Facebook is not configured: set FACEBOOK_PAGE_ID, FACEBOOK_PAGE_ACCESS_TOKEN');
    expect(none.facebook.credentialsFingerprint()).toBeNull();
  });
});
