// Journey: social media automation. A store is monitored, so there are real figures to quote; the admin generates
// posts, edits an X post, publishes it now to the X stand-in (its link shows, and X holds the edited text), and
// publishes a LinkedIn post, which fails naming the variables to set (the app runs with X configured only). Then
// the screen at phone width.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startFakeShopify, type FakeShopify } from '../tools/fake-shopify/index.ts';
import { ADMIN } from './support/app-server.ts';
import { apiCall, apiLogin, registerUser } from './support/api.ts';
import { useJourney } from './support/browser.ts';
import { fakeStorePort, socialStandIn } from './support/context.ts';
import { see, signInThroughForm } from './support/ui.ts';

const seller = {
  username: 'socialseller',
  email: 'socialseller@example.com',
  password: 'socialseller-pw',
  firstName: 'Sol',
};
let fake: FakeShopify;

beforeAll(async () => {
  fake = await startFakeShopify({
    stores: [{ name: 'Lumen Supply', products: 10, variantsPerProduct: 1, seed: 31, port: fakeStorePort() }],
  });
  // A monitored store with products: the figures the posts quote come from it (and any other journey's).
  await registerUser(seller);
  const { cookie } = await apiLogin(seller.username, seller.password);
  await apiCall(cookie, 'POST', '/api/competitors', { name: 'Lumen', url: fake.stores[0]!.url }, 201);
  const deadline = Date.now() + 45_000;
  for (;;) {
    const list = await apiCall<{ productCount: number }[]>(cookie, 'GET', '/api/competitors');
    if ((list[0]?.productCount ?? 0) > 0) break;
    if (Date.now() > deadline) throw new Error('The monitored store was never read');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});
afterAll(async () => fake?.close());

async function openSocialScreen(page: Page) {
  await signInThroughForm(page, ADMIN.username, ADMIN.password);
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
  await page.goto('/admin/social-media');
  await page.getByRole('heading', { level: 1, name: 'Social Media Automation' }).waitFor();
}

/** The first post of the list now shown, pinned by its label (platform and scheduled time, unique). */
async function firstPost(page: Page, platform: RegExp): Promise<Locator> {
  const first = page.getByRole('article', { name: platform }).first();
  await first.waitFor();
  const label = (await first.getAttribute('aria-label'))!;
  return page.getByRole('article', { name: label, exact: true });
}

describe('social media automation', () => {
  const j = useJourney('social', { viewport: { width: 1280, height: 900 } });

  test('an admin generates posts, edits one, publishes it to X and sees LinkedIn fail naming its variables', async () => {
    const { page } = j;
    await openSocialScreen(page);
    await j.shot('before');

    // Generate: busy for at least 2 s, then the server's message and what it skipped.
    await page.getByRole('button', { name: 'Generate Content' }).click();
    await page.getByRole('button', { name: 'Generating...' }).waitFor();
    await see(page, /^Scheduled \d+ posts? for the next 3 days$/);
    await see(page, 'Reddit: set a subreddit in Settings first');
    await expect
      .poll(async () => Number(await page.getByTestId('stat-Scheduled').locator('p.text-2xl').textContent()))
      .toBeGreaterThan(0);
    await j.shot('generated');

    // Edit an X post: the live count is X's, the list shows the new text.
    await page.getByLabel('Platform').selectOption('twitter');
    const post = await firstPost(page, /^X \(Twitter\) post/);
    await post.getByRole('button', { name: /^Edit/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Post' });
    const text = `Journey ${Date.now()}: the figures behind this post are in Rivalwatch https://rivalwatch.example.com/blog`;
    await dialog.getByLabel('Content').fill(text);
    await dialog.getByLabel('Hashtags').fill('#shopify #pricing');
    await expect
      .poll(() => dialog.getByTestId('post-length').textContent())
      .toMatch(/^\d+ \/ 280 characters/);
    await j.shot('edit dialog');
    await dialog.getByRole('button', { name: 'Save Post' }).click();
    await see(page, 'Post Updated');
    await see(post, text);

    // Publish now: X takes it, the post links to it, and the stand-in holds the edited text.
    await post.getByRole('button', { name: /^Publish now/ }).click();
    await see(page, 'Post Published');
    const link = post.getByRole('link', { name: /View on X \(Twitter\)/ });
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^https:\/\/x\.com\/i\/web\/status\/\d+$/);
    await see(post, 'Posted');
    const { url, xToken } = socialStandIn();
    const id = href.split('/').at(-1)!;
    const tweet = (await (
      await fetch(`${url}/x/2/tweets/${id}`, { headers: { authorization: `Bearer ${xToken}` } })
    ).json()) as { data?: { text: string } };
    expect(tweet.data?.text).toBe(`${text}\n\n#shopify #pricing`);
    await j.shot('published to X');

    // LinkedIn is not configured: publishing fails and says which variables to set.
    await page.getByLabel('Platform').selectOption('linkedin');
    const linkedin = await firstPost(page, /^LinkedIn post/);
    await linkedin.getByRole('button', { name: /^Publish now/ }).click();
    await see(page, 'Publish Failed');
    await see(linkedin, /LinkedIn.*not configured.*LINKEDIN_ACCESS_TOKEN, LINKEDIN_ORGANIZATION_URN/);
    await see(linkedin, 'Failed');
    await page.getByLabel('Status').selectOption('failed');
    await see(page, /LinkedIn.*not configured.*LINKEDIN_ACCESS_TOKEN/);
    await j.shot('linkedin failed');

    // Settings: X configured, LinkedIn not, with the variables named.
    await page.getByRole('tab', { name: 'Settings' }).click();
    const xState = page.getByRole('listitem', { name: 'X (Twitter)' });
    await see(xState, 'Configured');
    const liState = page.getByRole('listitem', { name: 'LinkedIn' });
    await see(liState, 'Not configured');
    await see(liState, 'LINKEDIN_ACCESS_TOKEN');
    const tips = page.getByLabel('Tips (%)');
    await tips.fill('30');
    await see(page, 'Total 90% (must be 100%)');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await see(page, 'The content mix must add up to 100% (it adds up to 90%)');
    await j.shot('settings');

    // The scheduler: on, then off again, each time in the server's words and with the state shown.
    await page.getByRole('button', { name: 'Start Scheduler' }).click();
    await see(page, /^Auto-posting is on/);
    await expect.poll(() => page.getByTestId('scheduler-state').textContent()).toBe('Running');
    await page.getByRole('button', { name: 'Stop Scheduler' }).click();
    await see(page, /^Auto-posting is off/);
    await expect.poll(() => page.getByTestId('scheduler-state').textContent()).toBe('Stopped');
  });
});

describe('social media automation at phone width', () => {
  const j = useJourney('social-mobile', { viewport: { width: 375, height: 800 } });

  test('the screen, its edit dialog and its settings fit a 375 px screen', async () => {
    const { page } = j;
    await openSocialScreen(page);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await page.getByRole('article').first().waitFor();
    expect(await overflow(), 'the posts scroll sideways').toBeLessThanOrEqual(0);
    await j.shot('posts');
    // The list is read again for the filter: a post picked from the list before that may not be on the new page.
    const filtered = page.waitForResponse((r) =>
      /\/api\/admin\/social-media\/posts\?.*status=scheduled/.test(r.url()),
    );
    await page.getByLabel('Status').selectOption('scheduled');
    await filtered;
    await expect
      .poll(() =>
        page
          .getByRole('article')
          .evaluateAll((els) => els.every((e) => !/^(Posted|Failed)$/m.test((e as HTMLElement).innerText))),
      )
      .toBe(true);
    const post = await firstPost(page, /post scheduled/);
    await post.getByRole('button', { name: /^Edit/ }).click();
    await page.getByRole('dialog', { name: 'Edit Post' }).getByTestId('post-length').waitFor();
    await j.shot('edit dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.getByLabel('X (Twitter) posts per day').waitFor();
    expect(await overflow(), 'the settings scroll sideways').toBeLessThanOrEqual(0);
    await j.shot('settings');
  });
});
