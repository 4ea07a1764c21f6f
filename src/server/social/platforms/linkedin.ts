import type { TConfig } from '../../config';
import { errorFromStatus, fingerprint, notConfigured, platformFetch, readJson, str, unset } from './http';
import { PlatformError, type TPlatformClient } from './types';

type TLinkedInConfig = Pick<
  TConfig,
  'LINKEDIN_ACCESS_TOKEN' | 'LINKEDIN_ORGANIZATION_URN' | 'LINKEDIN_API_URL' | 'LINKEDIN_API_VERSION'
>;

/** Characters LinkedIn's "little" text format reserves: escaped with a backslash to stay plain text. */
const LITTLE_RESERVED = /[|{}@[\]()<>#\\*_~]/g;

/** A post's commentary in LinkedIn's little format: plain text escaped, hashtags as its hashtag template. */
export function littleText(content: string, hashtags: string[]): string {
  const text = content.replace(LITTLE_RESERVED, (c) => `\\${c}`);
  if (hashtags.length === 0) return text;
  return `${text}\n\n${hashtags.map((h) => `{hashtag|\\#|${h.replace(LITTLE_RESERVED, (c) => `\\${c}`)}}`).join(' ')}`;
}

/**
 * LinkedIn's Posts API: `POST /rest/posts` as the organisation, with the LinkedIn-Version and
 * X-Restli-Protocol-Version headers; the new post's URN comes back in the x-restli-id header. Its engagement
 * needs the organisation share statistics permission, which this client does not ask for: null.
 */
export function createLinkedInClient(config: TLinkedInConfig): TPlatformClient {
  const missing = unset({
    LINKEDIN_ACCESS_TOKEN: config.LINKEDIN_ACCESS_TOKEN,
    LINKEDIN_ORGANIZATION_URN: config.LINKEDIN_ORGANIZATION_URN,
  });
  const base = config.LINKEDIN_API_URL.replace(/\/$/, '');
  return {
    platform: 'linkedin',
    missingVariables: () => missing,
    credentialsFingerprint: () =>
      missing.length ? null : fingerprint(config.LINKEDIN_ACCESS_TOKEN, config.LINKEDIN_ORGANIZATION_URN),
    async publish(request) {
      if (missing.length) throw notConfigured('linkedin', missing);
      const res = await platformFetch('linkedin', `${base}/rest/posts`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${config.LINKEDIN_ACCESS_TOKEN}`,
          'content-type': 'application/json',
          'linkedin-version': config.LINKEDIN_API_VERSION,
          'x-restli-protocol-version': '2.0.0',
        },
        body: JSON.stringify({
          author: config.LINKEDIN_ORGANIZATION_URN,
          commentary: littleText(request.content, request.hashtags),
          visibility: 'PUBLIC',
          distribution: {
            feedDistribution: 'MAIN_FEED',
            targetEntities: [],
            thirdPartyDistributionChannels: [],
          },
          lifecycleState: 'PUBLISHED',
          isReshareDisabledByAuthor: false,
        }),
      });
      if (!res.ok) {
        const body = (await readJson(res)) as { message?: unknown };
        throw errorFromStatus('linkedin', res, str(body.message) ?? res.statusText, Date.now());
      }
      await res.body?.cancel();
      const urn = res.headers.get('x-restli-id');
      if (!urn) {
        throw new PlatformError(
          'rejected',
          'LinkedIn accepted the post but named no id (x-restli-id): check the page before retrying',
        );
      }
      return { externalId: urn, url: `https://www.linkedin.com/feed/update/${urn}/` };
    },
    async fetchEngagement() {
      return null;
    },
  };
}
