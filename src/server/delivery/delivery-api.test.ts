import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import { afterEach, describe, expect, it } from 'vitest';
import { useTestApp, signUp } from '../testing/test-app';
import { seedTrackedStore } from '../testing/catalogue-fixtures';
import { captureServer } from './delivery-fixtures';

const servers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

describe('delivery calls without n8n or Slack bot', () => {
  const ctx = useTestApp();

  it('answers test email, test Slack, services config and n8n admin checks', async () => {
    const cookie = await signUp(ctx.app);
    const post = (url: string, payload?: object) =>
      ctx.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });

    expect((await ctx.app.inject({ method: 'POST', url: '/api/test-email-alert' })).statusCode).toBe(401);
    const email = await post('/api/test-email-alert');
    expect(email.json()).toEqual({ success: true, message: 'Test alert email sent to alice@example.com' });

    const slackFree = await post('/api/test-slack');
    expect(slackFree.statusCode).toBe(403);
    expect(slackFree.json().message).toContain('Upgrade to Pro');
    await ctx.db.execute(sql`UPDATE accounts SET subscription_plan = 'pro'`);
    expect((await post('/api/test-slack')).json()).toEqual({
      success: false,
      message: 'Slack is not configured: add an incoming-webhook URL in Settings → Notifications',
    });

    const services = await ctx.app.inject({
      method: 'GET',
      url: '/api/config/services',
      headers: { cookie },
    });
    expect(services.json()).toMatchObject({
      email: { configured: true, enabled: true, transport: 'outbox' },
      slack: { configured: false, enabled: false },
      'workflow-automation': { configured: false, enabled: false },
    });

    expect((await ctx.app.inject({ method: 'GET', url: '/api/n8n/config' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/n8n/config', headers: { cookie } })).statusCode,
    ).toBe(403);
    for (const url of ['/api/admin/competitors', '/api/admin/services'])
      expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(403);
    await ctx.db.execute(sql`UPDATE users SET is_admin = true`);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/n8n/config', headers: { cookie } })).json(),
    ).toEqual({
      enabled: false,
      webhookConfigured: false,
      apiKeyConfigured: false,
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/services', headers: { cookie } })).json(),
    ).toEqual({
      email: { transport: 'outbox', from: 'Rivalwatch <no-reply@rivalwatch.local>' },
      slackBot: { configured: false, channel: null },
      n8n: { enabled: false, apiKeyConfigured: false, signingSecretConfigured: false },
    });
    const scan = await post('/api/n8n/trigger-scan', {
      competitorId: '00000000-0000-0000-0000-000000000000',
    });
    expect(scan.statusCode).toBe(400);
    expect(scan.json().message).toContain('N8N_WEBHOOK_URL');
  });

  it('refuses sample alerts to plain-http receivers that are not allow-listed, and writes nothing to the feed', async () => {
    const hook = await captureServer();
    servers.push(hook);
    const cookie = await signUp(ctx.app);
    await ctx.db.execute(sql`UPDATE accounts SET subscription_plan = 'pro',
      slack_webhook_url = ${`${hook.origin}/slack`}, webhook_url = ${`${hook.origin}/rw`}`);
    await ctx.db.execute(sql`UPDATE users SET slack_notifications = true, email_notifications = false`);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/alerts/trigger-sample',
      headers: { cookie },
      payload: { type: 'price_drop' },
    });
    expect(res.statusCode).toBe(200);
    // Without ALLOWED_PRIVATE_HOSTS the loopback receivers are refused, with a clear message.
    expect(res.json().success).toBe(false);
    expect(res.json().message).toBe(
      'Failed: Slack (The URL must start with https://.); webhook (The URL must start with https://.).',
    );
    expect(hook.received.length).toBe(0);
    expect(rowsOf(await ctx.db.execute(sql`SELECT count(*)::int AS n FROM notifications`))).toEqual([
      { n: 0 },
    ]);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/alerts/trigger-sample',
          headers: { cookie },
          payload: { type: 'nope' },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('n8n trigger-scan with N8N_WEBHOOK_URL', () => {
  let n8n: Awaited<ReturnType<typeof captureServer>>;
  const ctx = useTestApp();

  it('queues a scrape, sends scan_requested with the API key, and 404s an unknown competitor', async () => {
    n8n = await captureServer();
    servers.push(n8n);
    const cookie = await signUp(ctx.app);
    await ctx.db.execute(sql`UPDATE users SET is_admin = true`);
    const config = ctx.config as { N8N_WEBHOOK_URL?: string; N8N_API_KEY?: string };
    config.N8N_WEBHOOK_URL = `${n8n.origin}/webhook/rw`;
    config.N8N_API_KEY = 'key-1';
    const { competitorId } = await seedTrackedStore(ctx.db, { username: 'bob' });
    const post = (competitorId: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/n8n/trigger-scan',
        headers: { cookie },
        payload: { competitorId },
      });
    expect((await post('00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    const ok = await post(competitorId);
    expect(ok.json()).toEqual({ success: true, message: 'N8N workflow has been triggered successfully' });
    expect(n8n.received.length).toBe(1);
    expect(n8n.received[0]!.headers['x-n8n-api-key']).toBe('key-1');
    expect(JSON.parse(n8n.received[0]!.body)).toMatchObject({ type: 'scan_requested', version: 1 });
    const jobs = await ctx.database.db.execute(
      sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'scrape-store'`,
    );
    expect(rowsOf(jobs)).toEqual([{ n: 1 }]);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/competitors', headers: { cookie } });
    expect(list.json()).toMatchObject([{ id: competitorId, userEmail: 'bob@example.com' }]);
  });
});
