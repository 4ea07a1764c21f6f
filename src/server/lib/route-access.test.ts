import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../admin/routes';
import { testConfig } from '../testing/test-app';
import { registerRouteAccess } from './route-access';

describe('route access declarations', () => {
  const bare = () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerRouteAccess(app);
    return app;
  };

  it('refuses at start an /api route that declares no access', () => {
    const app = bare();
    expect(() => app.get('/api/nothing-declared', { schema: { summary: 'x' } }, async () => 'x')).toThrow(
      /GET \/api\/nothing-declared declares no access/,
    );
  });

  it('refuses an /api route without a summary, and an access level that does not exist', () => {
    const app = bare();
    expect(() => app.get('/api/unsummarised', { config: { access: 'user' } }, async () => 'x')).toThrow(
      /has no summary/,
    );
    expect(() =>
      app.get(
        '/api/odd',
        { config: { access: 'everyone' as never }, schema: { summary: 'x' } },
        async () => 'x',
      ),
    ).toThrow(/declares no access/);
  });

  it('leaves routes outside /api (the web app, well-known files) alone', async () => {
    const app = bare();
    app.get('/.well-known/thing', async () => 'ok');
    expect((await app.inject({ method: 'GET', url: '/.well-known/thing' })).statusCode).toBe(200);
  });

  it("keeps 'metrics' (the METRICS_TOKEN bearer) to GET /metrics, and enforces it there", async () => {
    const app = bare();
    expect(() =>
      app.get('/api/stats', { config: { access: 'metrics' }, schema: { summary: 'x' } }, async () => 'x'),
    ).toThrow(/GET \/metrics alone is 'metrics'/);
    expect(() => app.get('/stats', { config: { access: 'metrics' } }, async () => 'x')).toThrow(
      /GET \/metrics alone is 'metrics'/,
    );
    app.get('/metrics', { config: { access: 'metrics' } }, async () => 'x');
    // Without METRICS_TOKEN there is no such endpoint.
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
  });

  it('the admin plugin refuses a route in it that is not an admin route', async () => {
    const app = bare();
    const start = async () => {
      await app.register(async (scope) => {
        // Registering reads only the config (no database is reached before a request).
        await adminRoutes({ config: testConfig() } as never)(scope as never, {});
        scope.get(
          '/api/admin/sneaky',
          { config: { access: 'user' }, schema: { summary: 'x' } },
          async () => 'x',
        );
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/api\/admin\/sneaky declares access 'user'/);
  });

  it('refuses a non-admin /api/admin route anywhere, and an admin route outside /api/admin', () => {
    const app = bare();
    const summary = { schema: { summary: 'x' } };
    expect(() =>
      app.get('/api/admin/elsewhere', { config: { access: 'public' }, ...summary }, () => 'x'),
    ).toThrow(/every \/api\/admin route is admin/);
    expect(() =>
      app.get('/api/secret-stats', { config: { access: 'admin' }, ...summary }, () => 'x'),
    ).toThrow(/admin routes live under \/api\/admin/);
    // The operator pages' own prefixes are the one exception, and only for admin routes.
    for (const url of ['/api/n8n/config-x', '/api/automation/status-x']) {
      expect(() => app.get(url, { config: { access: 'admin' }, ...summary }, () => 'x')).not.toThrow();
    }
    expect(() =>
      app.get('/api/automationish', { config: { access: 'admin' }, ...summary }, () => 'x'),
    ).toThrow(/admin routes live under \/api\/admin/);
  });

  it('refuses a route naming a row by :id that is not owner or admin, and a hidden /api route', () => {
    const app = bare();
    expect(() =>
      app.delete('/api/things/:id', { config: { access: 'user' }, schema: { summary: 'x' } }, () => 'x'),
    ).toThrow(/naming a row by :id is owner/);
    expect(() =>
      app.get('/api/quiet', { config: { access: 'user' }, schema: { summary: 'x', hide: true } }, () => 'x'),
    ).toThrow(/hidden from the API document/);
  });

  it('refuses a signed-in /api route that declares no role in the account, and a role on any other', () => {
    const app = bare();
    const summary = { schema: { summary: 'x' } };
    expect(() => app.get('/api/roleless', { config: { access: 'user' }, ...summary }, () => 'x')).toThrow(
      /GET \/api\/roleless declares no role: add config: \{ role: person \| reader \| manager \| owner \}/,
    );
    expect(() =>
      app.get(
        '/api/things/:id',
        { config: { access: 'owner', role: 'boss' as never }, ...summary },
        () => 'x',
      ),
    ).toThrow(/declares no role/);
    expect(() =>
      app.get('/api/open', { config: { access: 'public', role: 'reader' }, ...summary }, () => 'x'),
    ).toThrow(/declares a role, but only 'user' and 'owner' routes have one/);
    expect(() =>
      app.get('/api/fine', { config: { access: 'user', role: 'reader' }, ...summary }, () => 'x'),
    ).not.toThrow();
  });

  it('keeps the access a route under /api/docs declares', async () => {
    const app = bare();
    app.get(
      '/api/docs/extra',
      { config: { access: 'user', role: 'person' }, schema: { summary: 'x' } },
      () => 'x',
    );
    app.setErrorHandler((err: { statusCode?: number }, _req, reply) =>
      reply.code(err.statusCode ?? 500).send(),
    );
    app.decorateRequest('currentUser', null);
    expect((await app.inject({ method: 'GET', url: '/api/docs/extra' })).statusCode).toBe(401);
  });
});
