import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPublicConfig } from '@shared/contracts/public-config';
import type { TConfig } from '../config';

/** Liveness, and the public settings the web app reads at start. */
export function statusRoutes(config: TConfig): FastifyPluginAsyncZod {
  return async (app) => {
    // A bare answer: the baseline the API benchmarks compare against.
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['status'],
          summary: 'Liveness: the process answers',
          response: { 200: z.object({ status: z.literal('ok') }) },
        },
      },
      async () => ({ status: 'ok' as const }),
    );

    // The support address the contact pages show comes from SUPPORT_EMAIL, not from the bundle.
    app.get(
      '/api/config/public',
      {
        config: { access: 'public' },
        schema: {
          tags: ['status'],
          summary: 'Public settings of this installation (the support address)',
          response: { 200: ZPublicConfig },
        },
      },
      async () => ({ supportEmail: config.SUPPORT_EMAIL }),
    );
  };
}
