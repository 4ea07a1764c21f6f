import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOperatorServices } from '@shared/contracts/delivery';
import { operatorServices } from '../../delivery/services-config';
import type { TAppDeps } from '../../lib/deps';

export function adminServiceRoutes(deps: Pick<TAppDeps, 'config' | 'mailer'>): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/services',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Email transport, Slack bot and n8n as configured by env (no secrets)',
          response: { 200: ZOperatorServices },
        },
      },
      async () => operatorServices(deps.config, deps.mailer.transport),
    );
  };
}
