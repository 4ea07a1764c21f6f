// Journey: an owner invites a manager and a reader (the emails arrive over SMTP); both join through the link; the
// manager adds a competitor; the reader sees it and cannot delete it; the activity says who did what; the owner
// removes the reader, whose next request no longer reaches the account. Settings → Team at 1280 and 375 px. The
// manager, not an owner, finds no Settings → Plan and no button to pay or change the plan, and sets the account's
// Slack and webhooks for the team (Settings → Notifications at 1280 and 375 px).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeShopify, type FakeShopify } from '../tools/fake-shopify/index.ts';
import { apiCall, apiLogin, registerUser, setPlanAsAdmin } from './support/api.ts';
import { ADMIN } from './support/app-server.ts';
import { useJourney } from './support/browser.ts';
import { appUrl, fakeStorePort } from './support/context.ts';
import { waitForEmail } from './support/mail.ts';
import { noSidewaysScroll, see, signInThroughForm } from './support/ui.ts';

const person = (username: string, firstName: string) => ({
  username,
  email: `${username}@example.com`,
  password: `${username}-password`,
  firstName,
});
const owner = person('teamowner', 'Olive');
const manager = person('teammanager', 'Manu');
const reader = person('teamreader', 'Rita');
let fake: FakeShopify;

beforeAll(async () => {
  fake = await startFakeShopify({
    stores: [
      { name: 'Northpeak Outfitters', products: 40, variantsPerProduct: 2, seed: 7, port: fakeStorePort() },
    ],
  });
});
afterAll(async () => {
  await fake?.close();
});

/** The token of the invitation email to `to`, received over SMTP. */
async function invitationToken(to: string): Promise<string> {
  const mail = await waitForEmail({ to, subject: /invites you to/ });
  expect(mail.html).toContain('Join the account');
  const link = /https?:\/\/[^\s"'<>]+\/invitations\/accept\?token=([^\s"'<>&]+)/.exec(mail.text);
  expect(link, `no invitation link in:\n${mail.text}`).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

const call = async (cookie: string, method: string, path: string) =>
  fetch(`${appUrl()}${path}`, { method, headers: { cookie } });

describe('team', () => {
  const j = useJourney('team', { viewport: { width: 1280, height: 900 } });

  test('an owner builds a team whose roles hold, and removes a member', async () => {
    for (const p of [owner, manager, reader]) await registerUser(p);
    await setPlanAsAdmin(owner, 'pro', ADMIN);
    const { page } = j;

    await page.goto('/auth');
    await signInThroughForm(page, owner.username, owner.password);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto('/settings?tab=team');
    const form = page.getByRole('form', { name: 'Invite' });
    for (const [p, role] of [
      [manager, 'manager'],
      [reader, 'reader'],
    ] as const) {
      await form.getByLabel('Email', { exact: true }).fill(p.email);
      await form.getByLabel('Role', { exact: true }).selectOption(role);
      await form.getByRole('button', { name: 'Invite' }).click();
      await see(page.getByRole('list', { name: 'Pending invitations' }), p.email);
    }
    await j.shot('owner invited a manager and a reader');

    // Each joins through the emailed link; the page shows what they join.
    const managerToken = await invitationToken(manager.email);
    await page.goto(`/invitations/accept?token=${encodeURIComponent(managerToken)}`);
    await page.getByText(`invites ${manager.email} as manager.`).waitFor();
    await j.shot('invitation page');
    const m = await apiLogin(manager.username, manager.password);
    await apiCall(m.cookie, 'POST', '/api/invitations/accept', { token: managerToken });
    const r = await apiLogin(reader.username, reader.password);
    await apiCall(r.cookie, 'POST', '/api/invitations/accept', {
      token: await invitationToken(reader.email),
    });

    // The manager adds a competitor; the reader sees it and may not delete it.
    const store = fake.stores[0]!;
    const added = await apiCall<{ id: string }>(
      m.cookie,
      'POST',
      '/api/competitors',
      { name: 'Northpeak', url: store.url },
      201,
    );
    const seen = await apiCall<{ id: string; addedBy: string }[]>(r.cookie, 'GET', '/api/competitors');
    expect(seen.map((c) => [c.id, c.addedBy])).toEqual([[added.id, manager.username]]);
    const refused = await call(r.cookie, 'DELETE', `/api/competitors/${added.id}`);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'Only an owner or a manager can remove competitors.',
    );

    // The owner's Team tab: the members and who did what.
    await page.goto('/settings?tab=team');
    const members = page.getByRole('list', { name: 'Members' });
    await see(members, manager.username);
    await see(members, reader.username);
    await see(
      page.getByRole('list', { name: 'Activity' }),
      `${manager.username} added the competitor Northpeak`,
    );
    await j.shot('team at 1280 px');

    // The owner removes the reader, whose next request no longer reaches the account.
    await members.getByRole('button', { name: `Remove ${reader.username}` }).click();
    await expect.poll(async () => (await members.textContent()) ?? '').not.toContain(reader.username);
    const after = await apiCall<{ id: string }[]>(r.cookie, 'GET', '/api/competitors');
    expect(after).toEqual([]);
    const theirs = await apiCall<{ username: string }[]>(r.cookie, 'GET', '/api/account/members');
    expect(theirs.map((x) => x.username)).toEqual([reader.username]);
    await see(
      page.getByRole('list', { name: 'Activity' }),
      `${owner.username} removed the member ${reader.username}`,
    );

    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await page.getByRole('list', { name: 'Members' }).waitFor();
    await noSidewaysScroll(page, 'Settings → Team at 375 px');
    await j.shot('team at 375 px');

    // The manager is not an owner: the plan is the account's (Pro), but Settings has no Plan tab, the sidebar and
    // the pricing page offer no button that would be refused, and the plan routes answer 403 naming the owner.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.context().clearCookies();
    await page.goto('/auth');
    await signInThroughForm(page, manager.username, manager.password);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto('/settings?tab=subscription');
    const tabs = page.getByRole('tablist');
    await see(tabs, 'Team');
    // The sidebar says so once the manager's role is known; from then on the Plan tab is gone.
    await see(page.getByRole('complementary'), "The account's owners manage its plan.");
    await tabs.getByRole('tab', { name: 'Plan' }).waitFor({ state: 'detached' });
    await see(page.getByRole('tab', { selected: true }), 'Account');
    expect(await page.getByRole('link', { name: 'Manage Plan' }).count()).toBe(0);
    await page.goto('/pricing');
    await see(page.getByTestId('plan-card-pro'), 'Current Plan');
    await see(page.getByTestId('plan-card-starter'), "The account's owners manage its plan.");
    expect(await page.getByRole('link', { name: /Upgrade to|Downgrade in Settings/ }).count()).toBe(0);
    await j.shot('manager sees no plan buttons');
    const planStatus = await call(m.cookie, 'GET', '/api/subscription-status');
    expect(planStatus.status).toBe(403);
    expect(((await planStatus.json()) as { message: string }).message).toBe(
      'Only an owner can see or change the plan.',
    );

    // The account's Slack and webhooks: the manager sets them for the team; the secret never comes back.
    const SLACK = 'https://93.184.215.14/services/T1/B2/team';
    await apiCall(m.cookie, 'PATCH', '/api/user/settings', {
      slackWebhookUrl: SLACK,
      webhookSecret: 'a-long-enough-team-secret',
    });
    await page.goto('/settings?tab=notifications');
    const slackField = page.getByLabel('Slack incoming-webhook URL');
    await expect.poll(() => slackField.inputValue()).toBe(SLACK);
    await see(page.getByRole('main'), 'Secret set');
    expect(await page.content()).not.toContain('a-long-enough-team-secret');
    await j.shot('channels at 1280 px');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.reload();
    await expect.poll(() => page.getByLabel('Slack incoming-webhook URL').inputValue()).toBe(SLACK);
    await noSidewaysScroll(page, 'Settings → Notifications (channels) at 375 px');
    await j.shot('channels at 375 px');
    const activity = await apiCall<{ action: string; actor: string }[]>(
      m.cookie,
      'GET',
      '/api/account/activity',
    );
    expect(activity.find((a) => a.action === 'channel.change')?.actor).toBe(manager.username);
  });
});
