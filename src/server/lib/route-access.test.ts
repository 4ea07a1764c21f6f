import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminRoutes } from '../admin/routes';
import { registerRouteAccess } from './route-access';

describe('route access declarations', () => {
  const bare = () => {
    const app = Fastify();
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

  it('the admin plugin refuses a route in it that is not an admin route', async () => {
    const app = bare();
    const start = async () => {
      await app.register(async (scope) => {
        await adminRoutes({} as never)(scope as never, {});
        scope.get(
          '/api/admin/sneaky',
          { config: { access: 'user' }, schema: { summary: 'x' } },
          async () => 'x',
        );
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow(/GET \/api\/admin\/sneaky: the admin plugin holds only admin/);
  });
});
