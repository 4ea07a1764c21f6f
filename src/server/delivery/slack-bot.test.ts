import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, useTestApp } from '../testing/test-app';
import { captureServer } from './delivery-fixtures';

// A stand-in for Slack's Web API: chat.postMessage answers HTTP 200 with {ok:true} or {ok:false, error}.
let answers: Array<{ ok: boolean; error?: string }> = [];
let slack: Awaited<ReturnType<typeof captureServer>>;
const env: Record<string, string> = { SLACK_BOT_TOKEN: 'xoxb-test-token', SLACK_CHANNEL: '#price-watch' };

beforeAll(async () => {
  slack = await captureServer(() => ({ status: 200, body: JSON.stringify(answers.shift() ?? { ok: true }) }));
  env.SLACK_API_URL = `${slack.origin}/api`;
});
afterAll(async () => slack?.close());

describe('Slack through the workspace bot (SLACK_BOT_TOKEN + SLACK_CHANNEL)', () => {
  const ctx = useTestApp({ env });

  it('posts the test alert with chat.postMessage, and explains a bot that is not in the channel', async () => {
    const cookie = await signUp(ctx.app);
    await ctx.db.execute(sql`UPDATE accounts SET subscription_plan = 'pro'`);
    await ctx.db.execute(sql`UPDATE users SET slack_notifications = true`);
    const testSlack = () => ctx.app.inject({ method: 'POST', url: '/api/test-slack', headers: { cookie } });

    answers = [{ ok: true }];
    const sent = await testSlack();
    expect(sent.statusCode).toBe(200);
    expect(sent.json().success).toBe(true);
    const call = slack.received.at(-1)!;
    expect(call.url).toBe('/api/chat.postMessage');
    expect(call.headers.authorization).toBe('Bearer xoxb-test-token');
    const body = JSON.parse(call.body) as { channel: string; blocks: unknown[]; text: string };
    expect(body.channel).toBe('#price-watch');
    expect(body.blocks.length).toBeGreaterThan(0);

    answers = [{ ok: false, error: 'not_in_channel' }];
    const refused = await testSlack();
    expect(refused.json()).toMatchObject({ success: false });
    expect(refused.json().message).toContain('Bot may not be invited to channel');

    const services = await ctx.app.inject({
      method: 'GET',
      url: '/api/config/services',
      headers: { cookie },
    });
    expect(services.json()).toMatchObject({ slack: { configured: true, enabled: true } });
    await ctx.db.execute(sql`UPDATE users SET is_admin = true`);
    const operator = await ctx.app.inject({ method: 'GET', url: '/api/admin/services', headers: { cookie } });
    // The channel is shown to the operator; the token never leaves the server.
    expect(operator.json().slackBot).toEqual({ configured: true, channel: '#price-watch' });
    expect(operator.body).not.toContain('xoxb-test-token');
  });
});
