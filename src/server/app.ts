import { constants as zlib } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { invitationRoutes } from './account/invitation-routes';
import { accountRoutes } from './account/routes';
import { adminRoutes } from './admin/routes';
import { alertRoutes } from './alerts/routes';
import { SESSION_COOKIE, registerRequestUser } from './auth/request-user';
import { createSessionCache } from './auth/session-cache';
import { authRoutes } from './auth/routes';
import { billingRoutes } from './billing/routes';
import { competitorRoutes } from './competitors/routes';
import { dashboardRoutes } from './dashboard/routes';
import type { TChangeFeed } from './db/change-feed';
import type { TPoolLoad } from './db/pool-load';
import { emailRoutes } from './email/routes';
import { exportRoutes } from './export/routes';
import { insightRoutes } from './insights/routes';
import { invitationLinkRoutes } from './invitations/routes';
import { leadRoutes } from './leads/routes';
import type { TAppDeps } from './lib/deps';
import { createClock, type TClock } from './lib/clock';
import { paymentsProvider } from './config';
import { registerErrorHandler, sendFrameworkError } from './lib/error-handler';
import { documentPaging } from './lib/openapi-paging';
import { registerRefuseNul } from './lib/refuse-nul';
import { REQUEST_ID_HEADER, registerRequestContext, requestIdFor } from './lib/request-context';
import { createSerializerCompiler } from './lib/response-serializer';
import { registerRouteAccess } from './lib/route-access';
import { registerHttpMetrics } from './metrics/http-metrics';
import { metricsRoutes } from './metrics/routes';
import { botAuthRoutes } from './monitoring/bot-auth-routes';
import { n8nRoutes } from './n8n/routes';
import { automationRoutes } from './automation/routes';
import { notificationRoutes } from './notifications/routes';
import { pageViewRoutes } from './page-views/routes';
import { outreachRoutes } from './outreach/routes';
import { productRoutes } from './products/routes';
import { bestSellerRoutes } from './best-sellers/routes';
import { matchRoutes } from './matches/routes';
import { myStoreRoutes } from './my-store/routes';
import { pricePositionRoutes } from './price-position/routes';
import { statusRoutes } from './status/routes';
import { stripeRoutes } from './stripe/routes';
import { supportRoutes } from './support/routes';
import { serveWebApp } from './web/serve-web';
import { PAINT_FIRST_CSP } from './web/inline-script-hash';

export const webDistDir = fileURLToPath(new URL('../../dist/web', import.meta.url));
/** The server-side render of the public pages, built from src/web/entry-server.tsx (scripts/web-build.ts). */
export const webSsrEntry = fileURLToPath(new URL('../../dist/ssr/entry-server.js', import.meta.url));

export type TBuildAppOptions = Omit<TAppDeps, 'clock'> & {
  /** Billing time; the system clock when not given. */
  clock?: TClock;
  /** Serve the built web app from dist/web (off in API tests). */
  serveWeb?: boolean;
  /** The database's feed of changed users and sessions; without it every request reads its session. */
  authChanges?: TChangeFeed;
  /** The database's busy and waiting connections, for /metrics. */
  poolLoad?: () => TPoolLoad;
};

/** Builds the whole HTTP app without listening: main.ts listens, tests use inject. */
export async function buildApp(options: TBuildAppOptions): Promise<FastifyInstance> {
  const opts = { ...options, clock: options.clock ?? createClock() };
  // Stripe.js and its Payment Element iframes, only while Stripe is the payment provider (docs/product-rules.md R74).
  const stripeCsp = paymentsProvider(opts.config) === 'stripe';
  // Security headers on every answer, from one helmet() built here: @fastify/helmet built a new one (parsing the
  // CSP again) for every request, 8-12 µs of CPU each.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Store pictures come from the stores' CDNs (https); the demo's and the journeys' loopback stores
        // (ALLOWED_PRIVATE_HOSTS, empty in production) serve their own over http (docs/product-rules.md R121).
        imgSrc: [
          "'self'",
          'data:',
          'https:',
          ...[...opts.config.ALLOWED_PRIVATE_HOSTS].map((hostPort) => `http://${hostPort}`),
        ],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The paint-first boot is the one inline script (src/shared/web/paint-first.ts), allowed by its hash.
        scriptSrc: [
          "'self'",
          ...(stripeCsp ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : []),
          PAINT_FIRST_CSP,
        ],
        connectSrc: ["'self'", ...(stripeCsp ? ['https://api.stripe.com'] : [])],
        ...(stripeCsp
          ? { frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'] }
          : {}),
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: opts.config.NODE_ENV === 'production' ? [] : null,
      },
    },
    hsts: opts.config.NODE_ENV === 'production',
    // No Origin-Agent-Cluster header (docs/decisions/012, "The first paint"): Chromium keys agent clusters by origin
    // by default (document.domain is off), and the header's extra ask, a process of the origin's own, kept it from
    // using the renderer it holds ready: a visitor following a link here waited about 110 ms more for every page.
    originAgentCluster: false,
  });
  const app = Fastify({
    loggerInstance: opts.log,
    bodyLimit: 100 * 1024,
    // Long path ids reach validation (a 400 naming the field) instead of the router's bare 414.
    routerOptions: { maxParamLength: 500 },
    // What the router refuses before any route (a malformed %-escape, a path part over the limit) answers in
    // the same shape and with the same headers as everything else.
    frameworkErrors: (err, request, reply) =>
      securityHeaders(request.raw, reply.raw, () => void sendFrameworkError(err, reply)),
    // Behind a reverse proxy, TRUST_PROXY makes request.ip the client's (rate limits are per IP).
    trustProxy: opts.config.TRUST_PROXY,
    // Unique across processes; a proxy's x-request-id is kept when sane (request-context.ts).
    genReqId: (req) => requestIdFor(req.headers[REQUEST_ID_HEADER]),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Answers are checked against their zod contract outside production (response-serializer.ts).
  app.setSerializerCompiler(
    createSerializerCompiler({ checkContract: opts.config.NODE_ENV !== 'production' }),
  );
  registerErrorHandler(app);
  // Before any route: every /api route must declare who may call it (route-access.ts).
  registerRouteAccess(app, { metricsToken: opts.config.METRICS_TOKEN });
  registerRefuseNul(app);
  registerRequestContext(app);
  registerHttpMetrics(app);

  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
  await app.register(fastifyCookie, { secret: opts.config.SESSION_SECRET });
  // JSON, CSV, HTML and XML answers of 1 KB or more are compressed as they go out (the built files are
  // precompressed). Each chunk of a stream is flushed, so a streamed export reaches the client batch by batch.
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    zlibOptions: { flush: zlib.Z_SYNC_FLUSH },
    brotliOptions: { flush: zlib.BROTLI_OPERATION_FLUSH, params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const sessionCache =
    opts.authChanges && opts.config.SESSION_CACHE_SECONDS > 0
      ? createSessionCache({ feed: opts.authChanges, maxAgeMs: opts.config.SESSION_CACHE_SECONDS * 1000 })
      : null;
  if (sessionCache) app.addHook('onClose', async () => sessionCache.close());
  registerRequestUser(app, { db: opts.db, sessionCache });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Rivalwatch API', version: '1.0.0' },
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          apiToken: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (doc) =>
      'openapiObject' in doc ? documentPaging(doc.openapiObject) : doc.swaggerObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Each module registers its own routes; its folder is named for its URL prefix (README: Layout).
  await app.register(statusRoutes(opts));
  await app.register(authRoutes(opts));
  await app.register(accountRoutes(opts));
  await app.register(invitationRoutes(opts));
  await app.register(invitationLinkRoutes(opts));
  await app.register(billingRoutes(opts));
  await app.register(stripeRoutes(opts));
  await app.register(supportRoutes(opts));
  await app.register(pageViewRoutes(opts));
  const storeDeps = {
    db: opts.db,
    probe: opts.storefront.probe,
    scheduler: opts.scheduler,
    allowedPrivateHosts: opts.config.ALLOWED_PRIVATE_HOSTS,
  };
  await app.register(competitorRoutes(storeDeps));
  await app.register(myStoreRoutes(storeDeps));
  await app.register(matchRoutes(opts));
  await app.register(pricePositionRoutes(opts));
  await app.register(productRoutes(opts));
  await app.register(bestSellerRoutes(opts));
  await app.register(insightRoutes(opts));
  await app.register(exportRoutes(opts));
  await app.register(dashboardRoutes(opts));
  await app.register(notificationRoutes(opts));
  await app.register(alertRoutes(opts));
  await app.register(emailRoutes(opts));
  await app.register(n8nRoutes(opts));
  await app.register(automationRoutes(opts));
  await app.register(leadRoutes(opts));
  await app.register(outreachRoutes(opts));
  await app.register(adminRoutes(opts));
  await app.register(botAuthRoutes(opts.storefront.keyDirectory));
  await app.register(metricsRoutes({ db: opts.db, log: opts.log, poolLoad: opts.poolLoad }));

  const web =
    (opts.serveWeb ?? true)
      ? await serveWebApp(app, { config: opts.config, webDir: webDistDir, ssrEntry: webSsrEntry })
      : null;
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A missing hashed asset is a 404, never the app's HTML (a stale page must fail loudly, not render blank).
    const isAsset = request.url.startsWith('/assets/');
    if (!isApi && !isAsset && web && (request.method === 'GET' || request.method === 'HEAD')) {
      return web.notFound(request, reply);
    }
    return reply.code(404).send({
      message: `No such endpoint: ${request.method} ${request.url.split('?')[0]}`,
      code: 'not_found',
    });
  });
  return app;
}
