import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { operationsOf } from './testing/openapi-operations';
import { useTestApp } from './testing/test-app';

/** The API document clients read: valid OpenAPI, every operation summarised, its refusals and paging documented. */
describe('the OpenAPI document', () => {
  const ctx = useTestApp();

  it('passes a standard OpenAPI validator', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    await expect(SwaggerParser.validate(res.json())).resolves.toBeTruthy();
  });

  it('summarises every operation and documents the refusals its access and input can give', async () => {
    const missing: string[] = [];
    for (const op of await operationsOf(ctx.app)) {
      const name = `${op.method} ${op.path}`;
      const needs = [
        ...(op.pathParams.length || op.queryParams.length || op.body ? ['400'] : []),
        ...(op.body ? ['413', '415'] : []),
        ...(op.access === 'public' ? [] : ['401']),
        ...(op.access === 'admin' ? ['403'] : []),
        ...(op.access === 'owner' ? ['404'] : []),
      ];
      if (!op.summary) missing.push(`${name}: summary`);
      for (const status of needs) if (!(status in op.responses)) missing.push(`${name}: ${status}`);
    }
    expect(missing).toEqual([]);
  });

  it('describes cursor, limit and the Link header on every paged list', async () => {
    const paged = (await operationsOf(ctx.app)).filter((op) =>
      op.queryParams.some((p) => p.name === 'cursor'),
    );
    expect(paged.map((op) => op.path).sort()).toEqual(
      [
        '/api/admin/incidents',
        '/api/admin/outbox',
        '/api/leads/email-tracking',
        '/api/automation/events',
        '/api/billing/payments',
        '/api/account/activity',
        '/api/admin/activities',
        '/api/admin/users',
        '/api/admin/support/tickets',
        '/api/admin/scraping-audits',
        '/api/admin/social-media/posts',
        '/api/competitors/{id}/products',
        '/api/leads',
        '/api/matches',
        '/api/notifications',
        '/api/price-position',
        '/api/price-changes',
        '/api/products',
        '/api/products/search',
      ].sort(),
    );
    for (const op of paged) {
      const ok = op.responses['200'] as { headers?: Record<string, unknown> };
      expect(Object.keys(ok.headers ?? {}), op.path).toEqual(
        expect.arrayContaining(['link', 'x-next-cursor', 'x-total-count']),
      );
      for (const name of ['cursor', 'limit']) {
        const param = op.queryParams.find((p) => p.name === name) as { description?: string } | undefined;
        expect(param?.description, `${op.path} ${name}`).toBeTruthy();
      }
    }
  });
});
