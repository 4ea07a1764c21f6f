import type { TConfig } from '../../config';
import {
  DEFAULT_RATE_LIMIT_WAIT_SECONDS,
  errorFromStatus,
  fingerprint,
  int,
  notConfigured,
  platformFetch,
  readJson,
  str,
  unset,
} from './http';
import { renderPostText } from '@shared/social/text-length';
import { PlatformError, type TEngagement, type TPlatformClient } from './types';

type TFacebookConfig = Pick<
  TConfig,
  'FACEBOOK_PAGE_ID' | 'FACEBOOK_PAGE_ACCESS_TOKEN' | 'FACEBOOK_GRAPH_URL'
>;

type TGraphError = { error?: { message?: string; type?: string; code?: number; error_subcode?: number } };

/** Graph API error codes: a refused or expired token, a missing permission, throttling. */
const AUTH_CODES = new Set([102, 190, 10]);
const isPermissionCode = (code: number) => code >= 200 && code <= 299;
const THROTTLE_CODES = new Set([4, 17, 32, 613, 80001]);

/**
 * Facebook's Graph API: `POST /{page-id}/feed` with a page access token; answers `{id: "{page}_{post}"}`. Engagement
 * from the post's reactions, comments and shares summaries (impressions and clicks need Page Insights: null).
 */
export function createFacebookClient(config: TFacebookConfig): TPlatformClient {
  const missing = unset({
    FACEBOOK_PAGE_ID: config.FACEBOOK_PAGE_ID,
    FACEBOOK_PAGE_ACCESS_TOKEN: config.FACEBOOK_PAGE_ACCESS_TOKEN,
  });
  const base = config.FACEBOOK_GRAPH_URL.replace(/\/$/, '');
  const token = config.FACEBOOK_PAGE_ACCESS_TOKEN ?? '';

  async function graphError(res: Response): Promise<PlatformError> {
    const body = (await readJson(res)) as TGraphError;
    const code = body.error?.code;
    const message = body.error?.message ?? res.statusText;
    const said = `Facebook answered ${res.status}: ${message}`;
    if (code !== undefined && (AUTH_CODES.has(code) || isPermissionCode(code))) {
      return new PlatformError('auth', said, { status: res.status });
    }
    if (code !== undefined && THROTTLE_CODES.has(code)) {
      // The Graph API names no reset time on throttling; its usage headers give an estimate in minutes.
      const usage = res.headers.get('x-business-use-case-usage');
      const minutes = usage ? estimatedMinutes(usage) : null;
      return new PlatformError('rate_limited', said, {
        status: res.status,
        retryAfterSeconds: minutes ? minutes * 60 : DEFAULT_RATE_LIMIT_WAIT_SECONDS,
      });
    }
    return errorFromStatus('facebook', res, message, Date.now());
  }

  return {
    platform: 'facebook',
    missingVariables: () => missing,
    credentialsFingerprint: () =>
      missing.length ? null : fingerprint(config.FACEBOOK_PAGE_ID, config.FACEBOOK_PAGE_ACCESS_TOKEN),
    async publish(request) {
      if (missing.length) throw notConfigured('facebook', missing);
      const res = await platformFetch(
        'facebook',
        `${base}/${encodeURIComponent(config.FACEBOOK_PAGE_ID!)}/feed`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            message: renderPostText('facebook', request.content, request.hashtags),
            access_token: token,
          }).toString(),
        },
      );
      if (!res.ok) throw await graphError(res);
      const body = (await readJson(res)) as { id?: unknown };
      const id = str(body.id);
      if (!id) throw new PlatformError('rejected', 'Facebook accepted the post but named no id');
      return { externalId: id, url: `https://www.facebook.com/${id}` };
    },
    async fetchEngagement(externalId): Promise<TEngagement | null> {
      if (missing.length) throw notConfigured('facebook', missing);
      const fields = 'shares,reactions.summary(total_count).limit(0),comments.summary(total_count).limit(0)';
      const res = await platformFetch(
        'facebook',
        `${base}/${encodeURIComponent(externalId)}?${new URLSearchParams({ fields, access_token: token })}`,
        { method: 'GET' },
      );
      if (!res.ok) throw await graphError(res);
      const body = (await readJson(res)) as {
        shares?: { count?: number };
        reactions?: { summary?: { total_count?: number } };
        comments?: { summary?: { total_count?: number } };
      };
      return {
        impressions: null,
        likes: int(body.reactions?.summary?.total_count),
        // The Graph API leaves `shares` out of a post nobody shared: a read that succeeded means none.
        shares: int(body.shares?.count) ?? 0,
        comments: int(body.comments?.summary?.total_count),
        clicks: null,
      };
    },
  };
}

/** The largest estimated_time_to_regain_access (minutes) in an x-business-use-case-usage header. */
function estimatedMinutes(header: string): number | null {
  try {
    const usage = JSON.parse(header) as Record<string, { estimated_time_to_regain_access?: number }[]>;
    const minutes = Object.values(usage)
      .flat()
      .map((u) => u.estimated_time_to_regain_access ?? 0);
    const most = Math.max(0, ...minutes);
    return most > 0 ? most : null;
  } catch {
    return null;
  }
}
