import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZScrapingAudit,
  ZScrapingAuditStats,
  ZScrapingAuditStatsQuery,
  ZScrapingAuditsQuery,
} from '@shared/contracts/admin-scraping';
import type { TAppDeps } from '../../lib/deps';
import { sendPage } from '../../lib/send-page';
import { AUDITS_PAGE, listScrapingAudits, scrapingAuditStats } from './list-scraping-audits';
import { pageQuery } from '../../lib/page-query';

/** /admin/scraping-audit (docs/product-rules.md R61). */
export function adminScrapingAuditRoutes(deps: Pick<TAppDeps, 'db'>): FastifyPluginAsyncZod {
  const { db } = deps;
  return async (app) => {
    app.get(
      '/api/admin/scraping-audits',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Scrape runs, newest first, by status, competitor, user and day window; by cursor',
          querystring: pageQuery(AUDITS_PAGE).extend(
            ZScrapingAuditsQuery.omit({ limit: true, cursor: true }).shape,
          ),
          response: { 200: z.array(ZScrapingAudit) },
        },
      },
      async (request, reply) =>
        sendPage(request, reply, await listScrapingAudits({ db, query: request.query })),
    );

    app.get(
      '/api/admin/scraping-audit-stats',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Scrape run stats and runs per day by status, for the same filters',
          querystring: ZScrapingAuditStatsQuery,
          response: { 200: ZScrapingAuditStats },
        },
      },
      async (request) => scrapingAuditStats({ db, query: request.query }),
    );
  };
}
