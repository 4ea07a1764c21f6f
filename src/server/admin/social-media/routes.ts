import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../../lib/deps';
import { createPlatformClients } from '../../social/platforms';
import { postRoutes } from './post-routes';
import { publishingRoutes } from './publishing-routes';
import { settingsRoutes } from './settings-routes';

/**
 * /admin/social-media (docs/product-rules.md R42, R43, R106-R113): posts, stats, settings, generation, the
 * auto-posting switch and each post's edit, delete, publish-now and retry. Every write is in the audit log.
 */
export function adminSocialMediaRoutes(
  deps: Pick<TAppDeps, 'db' | 'config' | 'clock' | 'log'>,
): FastifyPluginAsyncZod {
  const { db, clock, log } = deps;
  const routeDeps = { db, clock, log, clients: createPlatformClients(deps.config) };

  return async (app) => {
    await app.register(postRoutes(routeDeps));
    await app.register(settingsRoutes(routeDeps));
    await app.register(publishingRoutes(routeDeps));
  };
}
