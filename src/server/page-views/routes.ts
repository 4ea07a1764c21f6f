import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorBody } from '@shared/contracts/common';
import { ZPageViewBody } from '@shared/contracts/page-views';
import type { TDb } from '../db/client';
import { AppError } from '../lib/errors';
import { limitAttempt } from '../lib/rate-limit';
import { RATE_RULES } from '../lib/rate-rules';
import { normalisePagePath } from './normalise-page-path';
import { recordPageView } from './record-page-view';

/**
 * The web app's page-view beacon (docs/product-rules.md R33): first-party, no cookie read or set, nothing kept about
 * the visitor. The rate limit's key is a hash of the address, never the address itself.
 */
export function pageViewRoutes(deps: { db: TDb }): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.post(
      '/api/page-views',
      {
        config: { access: 'public' },
        schema: {
          tags: ['page-views'],
          summary: 'Count one view of a page of the web app (its path only; ids and tokens are not kept)',
          body: ZPageViewBody,
          response: { 204: z.null(), 400: ZErrorBody, 429: ZErrorBody },
        },
      },
      async (request, reply) => {
        const path = normalisePagePath(request.body.path);
        if (!path) {
          throw new AppError('bad_request', 'Path must be a page path of this site.', {
            details: [{ field: 'path', message: 'Path must be a page path of this site.' }],
          });
        }
        const who = createHash('sha256').update(request.ip).digest('base64url').slice(0, 22);
        await limitAttempt({
          db,
          rules: [{ key: `page-view:${who}`, rule: RATE_RULES.pageViewsPerIp.rule }],
          message: RATE_RULES.pageViewsPerIp.message,
        });
        await recordPageView({ db, path, now: new Date() });
        return reply.code(204).send(null);
      },
    );
  };
}
