import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZPublicConfig } from '@shared/contracts/public-config';
import type { TConfig } from '../config';

/** The support address the contact pages show comes from SUPPORT_EMAIL, not from the bundle. */
export function publicConfigRoutes(config: TConfig): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/config/public',
      { schema: { tags: ['status'], response: { 200: ZPublicConfig } } },
      async () => ({ supportEmail: config.SUPPORT_EMAIL }),
    );
  };
}
