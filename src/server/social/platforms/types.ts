// What the scheduler asks of a social platform and what it gets back. Each platform's client (x.ts, linkedin.ts,
// facebook.ts, reddit.ts) implements TPlatformClient; index.ts builds them from config.
import { SOCIAL_PLATFORMS, type TSocialPlatform } from '@shared/contracts/social';

export { SOCIAL_PLATFORMS, type TSocialPlatform };

export interface TPublishRequest {
  /** The post's text without its hashtags (for Reddit, the self-post body). */
  content: string;
  /** Without "#"; each client writes them its platform's way (none for Reddit). */
  hashtags: string[];
  /** Reddit only: the title (at most 300 characters). */
  title?: string;
  /** Reddit only: the subreddit, without "r/". */
  subreddit?: string;
  /** Our post id: sent where the platform accepts an idempotency key, and logged with the outcome. */
  postId: string;
}

export interface TPublished {
  /** The platform's id for the post. */
  externalId: string;
  /** A public link to the post. */
  url: string;
}

/** Engagement figures as the platform reports them; a figure it does not give is null, never 0. */
export interface TEngagement {
  impressions: number | null;
  likes: number | null;
  shares: number | null;
  comments: number | null;
  clicks: number | null;
}

export type TPlatformErrorKind =
  /** Credentials are not set: `missingVariables` names them. */
  | 'not_configured'
  /** 401/403: the credentials were refused; the platform needs new ones. */
  | 'auth'
  /** 429: try again after `retryAfterSeconds`. */
  | 'rate_limited'
  /** 5xx or a network failure: worth retrying with backoff. */
  | 'unavailable'
  /** Any other 4xx: the platform refused this post; retrying will not help. */
  | 'rejected';

export class PlatformError extends Error {
  constructor(
    readonly kind: TPlatformErrorKind,
    message: string,
    readonly extra: { status?: number; retryAfterSeconds?: number; missingVariables?: string[] } = {},
  ) {
    super(message);
    this.name = 'PlatformError';
  }
}

export interface TPlatformClient {
  readonly platform: TSocialPlatform;
  /** The env variables still to set; empty when the platform is configured. */
  missingVariables(): string[];
  /**
   * A hash of the credentials in use (never the credentials), or null when unconfigured: a refusal is tied to
   * it, so replacing the credentials lifts the pause.
   */
  credentialsFingerprint(): string | null;
  /** Publishes one post; throws PlatformError. */
  publish(request: TPublishRequest): Promise<TPublished>;
  /** Engagement for a published post, or null where the platform's API gives none. Throws PlatformError. */
  fetchEngagement(externalId: string): Promise<TEngagement | null>;
}
