// Journey: a pro user connects Slack and a workflow webhook in Settings, sends a test Slack alert, then a tracked
// store cuts a price; after a refresh the Slack stand-in receives the alert as Block Kit and the webhook stand-in a
// signed JSON event.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeShopify, type FakeShopify } from '../tools/fake-shopify/index.ts';
import { registerUser, setPlanAsAdmin } from './support/api.ts';
import { ADMIN } from './support/app-server.ts';
import { useJourney } from './support/browser.ts';
import { fakeStorePort, hooksUrl } from './support/context.ts';
import { waitForHook } from './support/hooks.ts';
import { see, signInThroughForm } from './support/ui.ts';

const owner = {
  username: 'slackpro',
  email: 'slackpro@example.com',
  password: 'slackpro-pw-1',
  firstName: 'Sam',
};
const secret = 'journey-webhook-secret-0123';
let fake: FakeShopify;

beforeAll(async () => {
  fake = await startFakeShopify({
    stores: [{ name: 'Summit Supply', products: 8, variantsPerProduct: 1, seed: 33, port: fakeStorePort() }],
  });
  await registerUser(owner);
  await setPlanAsAdmin(owner, 'pro', ADMIN);
});
afterAll(async () => fake?.close());

describe('alert delivery', () => {
  const j = useJourney('delivery');

  test('a pro user connects Slack and a webhook; a price cut reaches both', async () => {
    const { page } = j;
    const slackPath = '/slack/services/T0001/B0001/journey';
    const webhookPath = '/n8n/webhook/rivalwatch';
    await page.goto('/auth');
    await signInThroughForm(page, owner.username, owner.password);
    await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor();

    // Instant alerts with Slack on.
    await page.goto('/settings?tab=notifications');
    await page.getByRole('switch', { name: 'Slack notifications' }).click();
    await page.getByLabel('Alert frequency').selectOption('instant');
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await see(page, 'Settings saved');

    // The Slack incoming webhook, the workflow webhook and its signing secret.
    await page.getByLabel('Slack incoming-webhook URL').fill(`${hooksUrl()}${slackPath}`);
    await page.getByLabel('Workflow webhook URL').fill(`${hooksUrl()}${webhookPath}`);
    await page.getByLabel('Webhook secret').fill(secret);
    await page.getByRole('button', { name: 'Save connections' }).click();
    await see(page, 'Secret set');
    await j.shot('settings connected');

    await page.goto('/alerts');
    await page.getByRole('button', { name: 'Test Slack Alert' }).first().click();
    await see(page, 'Slack Alert Sent!');
    await waitForHook({ pathPrefix: slackPath, body: /Sample/ });

    await page.goto('/competitors');
    await page.getByRole('button', { name: 'Add Your First Competitor' }).click();
    await page.getByRole('dialog').getByLabel('Store Name').fill('Summit');
    await page.getByRole('dialog').getByLabel('Store URL').fill(fake.stores[0]!.url);
    await page.getByRole('dialog').getByRole('button', { name: 'Add Competitor' }).click();
    const row = page.getByRole('row', { name: /Summit/ });
    await row.getByText('8', { exact: true }).waitFor({ timeout: 45_000 });

    // The store cuts one product's price by 40 %.
    const product = fake.stores[0]!.products[0]!;
    const variant = product.variants[0]!;
    const newPrice = (Number(variant.price) * 0.6).toFixed(2);
    fake.stores[0]!.setPrice(variant.id, newPrice);
    await page.getByRole('button', { name: 'Refresh Summit' }).click();
    await see(page, 'Refresh Started');

    const title = product.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const slack = await waitForHook({ pathPrefix: slackPath, body: new RegExp(`${title}[^]*-40\\.0%`) });
    const message = JSON.parse(slack.body) as { blocks: { type: string }[]; text: string };
    expect(message.blocks.some((b) => b.type === 'section')).toBe(true);
    expect(slack.body).toContain(`$${newPrice}`);

    const hook = await waitForHook({ pathPrefix: webhookPath, body: /"type":"price_change"/ });
    const event = JSON.parse(hook.body) as { id: string; version: number; type: string };
    expect(event).toMatchObject({ type: 'price_change', version: 1 });
    expect(hook.headers['x-rivalwatch-event-id']).toBe(event.id);
    const timestamp = hook.headers['x-rivalwatch-timestamp']!;
    const expected = createHmac('sha256', secret).update(`${timestamp}.${hook.body}`).digest('hex');
    expect(hook.headers['x-rivalwatch-signature']).toBe(`sha256=${expected}`);
    expect(hook.body).toContain(product.title);

    await page.goto('/alerts?tab=recent-activity');
    await see(page, `Price drop: ${product.title}`);
    await j.shot('alerts feed');
  });
});
