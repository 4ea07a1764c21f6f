import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountMembers, accounts, users } from '../db/schema';
import { send } from '../testing/requests';
import { signUp, useTestApp } from '../testing/test-app';
import { CHANNELS_ROLE_MESSAGE, PRO_ONLY_MESSAGE } from './update-settings';

describe('PATCH /api/user/settings: Slack and webhook fields', () => {
  // A stand-in Slack on loopback is reachable only through the allow-list (tests and demo only).
  const ctx = useTestApp({ env: { ALLOWED_PRIVATE_HOSTS: '127.0.0.1:4010' } });

  const patch = (cookie: string, body: object) => send(ctx.app, 'PATCH', '/api/user/settings', body, cookie);
  const get = (cookie: string) => send(ctx.app, 'GET', '/api/user/settings', undefined, cookie);
  const setPlan = (plan: string) => ctx.db.update(accounts).set({ subscriptionPlan: plan });
  // The channels are the account's (docs/product-rules.md R133): alice's own account is named after her.
  const stored = async () => (await ctx.db.select().from(accounts).where(eq(accounts.name, 'alice')))[0]!;

  it('refuses the delivery fields below pro with an upgrade message, and allows clearing them', async () => {
    const cookie = await signUp(ctx.app);
    for (const plan of ['free', 'starter']) {
      await setPlan(plan);
      for (const body of [
        { slackWebhookUrl: 'https://93.184.215.14/services/x' },
        { webhookUrl: 'https://93.184.215.14/hook' },
        { webhookSecret: 'a-long-enough-secret' },
      ]) {
        const res = await patch(cookie, body);
        expect(res.statusCode, `${plan} ${Object.keys(body)[0]}`).toBe(403);
        expect(res.json()).toMatchObject({ message: PRO_ONLY_MESSAGE, code: 'forbidden' });
      }
    }
    expect(PRO_ONLY_MESSAGE).toMatch(/Upgrade to Pro/);

    // A user who set them on pro and downgraded may still clear them.
    await setPlan('pro');
    await patch(cookie, {
      slackWebhookUrl: 'https://93.184.215.14/services/x',
      webhookSecret: 'a-long-enough-secret',
    });
    await setPlan('free');
    const cleared = await patch(cookie, { slackWebhookUrl: null, webhookUrl: null, webhookSecret: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({
      slackWebhookUrl: null,
      webhookUrl: null,
      webhookSecretSet: false,
    });
    // The other settings stay open to every plan.
    expect((await patch(cookie, { slackNotifications: true, alertFrequency: 'instant' })).statusCode).toBe(
      200,
    );
  });

  it('saves a pro user’s URLs, keeps the secret write-only and clears each field', async () => {
    const cookie = await signUp(ctx.app);
    await setPlan('pro');
    const res = await patch(cookie, {
      slackWebhookUrl: 'https://93.184.215.14/services/T1/B2/x',
      webhookUrl: 'https://127.0.0.1:4010/n8n/hook',
      webhookSecret: 'a-long-enough-secret',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      slackWebhookUrl: 'https://93.184.215.14/services/T1/B2/x',
      webhookUrl: 'https://127.0.0.1:4010/n8n/hook',
      webhookSecretSet: true,
    });
    expect(res.body).not.toContain('a-long-enough-secret');
    expect((await get(cookie)).body).not.toContain('a-long-enough-secret');
    expect((await stored()).webhookSecret).toBe('a-long-enough-secret');

    // Leaving the secret out of a later patch keeps it.
    expect((await patch(cookie, { webhookUrl: null })).json()).toMatchObject({
      webhookUrl: null,
      webhookSecretSet: true,
    });
    expect((await patch(cookie, { webhookSecret: null })).json().webhookSecretSet).toBe(false);
    expect((await stored()).webhookSecret).toBeNull();
  });

  it('refuses URLs that point to private, loopback, link-local or reserved addresses, naming the field', async () => {
    const cookie = await signUp(ctx.app);
    await setPlan('pro');
    const cases: [string, string][] = [
      ['slackWebhookUrl', 'https://localhost/hook'], // resolves to 127.0.0.1
      ['slackWebhookUrl', 'https://10.0.0.8/hook'],
      ['slackWebhookUrl', 'https://127.0.0.1:4011/hook'], // allow-listed only on port 4010
      ['webhookUrl', 'https://169.254.169.254/latest'],
      ['webhookUrl', 'https://[fe80::1]/hook'],
      ['webhookUrl', 'https://240.0.0.1/hook'],
      ['webhookUrl', 'https://intranet/hook'],
    ];
    for (const [field, url] of cases) {
      const res = await patch(cookie, { [field]: url });
      const label = field === 'slackWebhookUrl' ? 'Slack webhook URL' : 'Webhook URL';
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(`${label} points to a private address`);
      expect(res.json().details).toEqual([{ field, message: `${label} points to a private address` }]);
    }
    expect((await stored()).slackWebhookUrl).toBeNull();
    expect((await stored()).webhookUrl).toBeNull();
  });

  it('says when the host cannot be resolved, and applies the shared format rules', async () => {
    const cookie = await signUp(ctx.app);
    await setPlan('pro');
    const unknown = await patch(cookie, { webhookUrl: 'https://hooks.nothing.invalid/x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Webhook URL host could not be resolved');

    const http = await patch(cookie, { slackWebhookUrl: 'http://93.184.215.14/hook' });
    expect(http.statusCode).toBe(400);
    expect(http.json().details).toContainEqual({
      field: 'slackWebhookUrl',
      message: 'Slack webhook URL must start with https://',
    });
    const short = await patch(cookie, { webhookSecret: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toContainEqual({
      field: 'webhookSecret',
      message: 'Webhook secret must be at least 16 characters',
    });
  });

  it("lets owners and managers change the account's channels, refuses readers, and records the change", async () => {
    const alice = await signUp(ctx.app);
    const bob = await signUp(ctx.app, { username: 'bob', email: 'bob@example.com' });
    const carol = await signUp(ctx.app, { username: 'carol', email: 'carol@example.com' });
    await setPlan('pro');
    const idOf = async (username: string) =>
      (await ctx.db.select().from(users).where(eq(users.username, username)))[0]!.id;
    const accountId = await idOf('alice');
    await ctx.db.insert(accountMembers).values([
      { accountId, userId: await idOf('bob'), role: 'manager' },
      { accountId, userId: await idOf('carol'), role: 'reader' },
    ]);
    for (const cookie of [bob, carol]) {
      const put = await ctx.app.inject({
        method: 'PUT',
        url: '/api/account/current',
        headers: { cookie },
        payload: { accountId },
      });
      expect(put.statusCode).toBe(204);
    }
    await patch(alice, { slackWebhookUrl: 'https://93.184.215.14/services/x' });

    // The reader sees the account's channels, but changing them is refused with who may.
    expect((await get(carol)).json()).toMatchObject({ slackWebhookUrl: 'https://93.184.215.14/services/x' });
    const refused = await patch(carol, { webhookUrl: 'https://93.184.215.14/hook' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CHANNELS_ROLE_MESSAGE);
    // Their own settings stay theirs to change.
    expect((await patch(carol, { alertFrequency: 'hourly' })).statusCode).toBe(200);

    // The manager changes them for everyone; the secret is never shown, in the answer or in the activity.
    const changed = await patch(bob, {
      webhookUrl: 'https://93.184.215.14/hook',
      webhookSecret: 'a-long-enough-secret',
    });
    expect(changed.statusCode).toBe(200);
    expect((await get(alice)).json()).toMatchObject({
      slackWebhookUrl: 'https://93.184.215.14/services/x',
      webhookUrl: 'https://93.184.215.14/hook',
      webhookSecretSet: true,
    });
    expect((await stored()).webhookSecret).toBe('a-long-enough-secret');
    const activity = await send(ctx.app, 'GET', '/api/account/activity', undefined, alice);
    expect(activity.body).not.toContain('a-long-enough-secret');
    const records = activity.json().filter((a: { action: string }) => a.action === 'channel.change');
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({
      actor: 'bob',
      subjectType: 'channel',
      before: { webhookUrl: null, signingSecret: 'not set' },
      after: { webhookUrl: 'https://93.184.215.14/hook', signingSecret: 'secret changed' },
    });
    // Saving the same values again records nothing.
    await patch(bob, { webhookUrl: 'https://93.184.215.14/hook' });
    const again = (await send(ctx.app, 'GET', '/api/account/activity', undefined, alice)).json();
    expect(again.filter((a: { action: string }) => a.action === 'channel.change')).toHaveLength(2);
  });
});
