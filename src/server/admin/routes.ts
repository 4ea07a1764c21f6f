import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppDeps } from '../lib/deps';
import { adminActivityRoutes } from './activities/routes';
import { adminCompetitorRoutes } from './competitors/routes';
import { adminDashboardRoutes } from './dashboard/routes';
import { adminIncidentRoutes } from './incidents/routes';
import { adminMarketingRoutes } from './marketing/routes';
import { adminOutboxRoutes } from './outbox/routes';
import { adminOutreachRoutes } from './outreach/routes';
import { adminPageViewRoutes } from './page-views/routes';
import { adminPlanConfigRoutes } from './plan-configs/routes';
import { adminScrapingAuditRoutes } from './scraping-audits/routes';
import { adminServiceRoutes } from './services/routes';
import { adminSocialMediaRoutes } from './social-media/routes';
import { adminSupportRoutes } from './support/routes';
import { adminSystemConfigRoutes } from './system-configs/routes';
import { adminTestClockRoutes } from './test-clock/routes';
import { adminUserRoutes } from './users/routes';

/**
 * Every /api/admin/* route, one sub-folder per admin screen. Each declares access 'admin' (checked on the
 * server by route-access.ts: 401 anonymous, 403 customer or API token), and this plugin refuses at start any
 * route inside it that does not, or that lives outside /api/admin.
 */
export function adminRoutes(deps: TAppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRoute', (route) => {
      if (route.config?.access !== 'admin' || !route.url.startsWith('/api/admin/')) {
        throw new Error(
          `${String(route.method)} ${route.url}: the admin plugin holds only admin /api/admin routes`,
        );
      }
    });
    await app.register(adminUserRoutes(deps));
    await app.register(adminSystemConfigRoutes(deps));
    await app.register(adminCompetitorRoutes(deps));
    await app.register(adminOutboxRoutes(deps));
    await app.register(adminServiceRoutes(deps));
    await app.register(adminTestClockRoutes(deps));
    await app.register(adminActivityRoutes(deps));
    await app.register(adminPlanConfigRoutes(deps));
    await app.register(adminSupportRoutes(deps));
    await app.register(adminScrapingAuditRoutes(deps));
    await app.register(adminDashboardRoutes(deps));
    await app.register(adminPageViewRoutes(deps));
    await app.register(adminIncidentRoutes(deps));
    await app.register(adminSocialMediaRoutes(deps));
    await app.register(adminMarketingRoutes(deps));
    await app.register(adminOutreachRoutes(deps));
  };
}
