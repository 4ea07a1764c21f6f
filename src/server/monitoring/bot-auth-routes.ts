import type { FastifyPluginAsync } from 'fastify';
import { BOT_AUTH_DIRECTORY_CONTENT_TYPE, BOT_AUTH_DIRECTORY_PATH, type TKeyDirectory } from './storefront';

/** Publishes our Web Bot Auth public key where signed requests point (Signature-Agent), when signing is on. */
export function botAuthRoutes(directory: TKeyDirectory | null): FastifyPluginAsync {
  return async (app) => {
    if (!directory) return;
    app.get(BOT_AUTH_DIRECTORY_PATH, { schema: { hide: true } }, async (_request, reply) =>
      reply
        .header('content-type', BOT_AUTH_DIRECTORY_CONTENT_TYPE)
        .header('cache-control', 'max-age=86400')
        .send(JSON.stringify(directory)),
    );
  };
}
