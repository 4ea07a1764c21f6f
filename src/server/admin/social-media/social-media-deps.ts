import type { TAppDeps } from '../../lib/deps';
import type { TPlatformClients } from '../../social/platforms';

/** Every /api/admin/social-media route lives under this prefix (one admin screen). */
export const SOCIAL_MEDIA_BASE = '/api/admin/social-media';

/** What each group of social-media routes receives: the platform clients are built once, by routes.ts. */
export type TSocialMediaRouteDeps = Pick<TAppDeps, 'db' | 'clock' | 'log'> & { clients: TPlatformClients };
