// Journey: the status page. A subscriber signs up for status notices (through the API) and confirms by the
// emailed link; the admin opens an incident on /admin/incidents; the subscriber receives it; a visitor sees it on
// /status with its timeline; the admin posts an update and resolves it; the subscriber hears each step and the
// visitor finds it in the history. Then /status and /admin/incidents at desktop and phone width.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN } from './support/app-server.ts';
import { useJourney } from './support/browser.ts';
import { appUrl, artifactsDir } from './support/context.ts';
import { waitForEmail } from './support/mail.ts';
import { noSidewaysScroll, see, signInThroughForm } from './support/ui.ts';

const TITLE = 'Price updates are delayed';
/** Notices to subscribers go out with the email sender's next run (every minute). */
const NOTICE_WAIT_MS = 90_000;
/** useJourney's folder: the numbered shots and these named ones side by side. */
const shotDir = () => `${artifactsDir()}/status`;

/** The card under a heading of the status page. */
const card = (page: Page, heading: string) =>
  page
    .getByRole('heading', { name: heading, exact: true })
    .locator('xpath=ancestor::div[contains(@class,"rounded-card")][1]');

describe('status page', () => {
  const j = useJourney('status', { viewport: { width: 1280, height: 900 } });

  test('an admin opens an incident, a subscriber hears it, a visitor sees it, the admin resolves it', async () => {
    const { page } = j;
    const subscriber = `sam.status.${Date.now()}@example.com`;

    // The subscriber asks for notices and confirms by the emailed link (double opt-in).
    const res = await fetch(`${appUrl()}/api/status/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: subscriber, type: 'status_notifications' }),
    });
    expect(res.status).toBe(202);
    const confirm = await waitForEmail({
      to: subscriber,
      subject: /Confirm your Rivalwatch status subscription/,
    });
    const link = confirm.text.match(/https?:\/\/\S+\/api\/status\/subscribe\/confirm\/[\w-]+/)?.[0];
    expect(link, confirm.text).toBeDefined();
    await page.goto(link!);
    await see(page, `Send Rivalwatch status notices (incidents and scheduled maintenance) to ${subscriber}?`);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await see(page, 'Subscription confirmed');

    // The admin finds the screen from the dashboard and opens an incident.
    await signInThroughForm(page, ADMIN.username, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Admin screens' })
      .getByRole('link', { name: 'Incidents' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Incidents & Maintenance' }).waitFor();
    const open = page.getByRole('form', { name: 'Open an incident' });
    await open.getByRole('button', { name: 'Open Incident' }).click();
    await see(open, 'Title is required');
    await open.getByLabel('Title').fill(TITLE);
    await open.getByLabel('Severity').selectOption('major');
    await open.getByRole('checkbox', { name: 'Competitor scraping' }).check();
    await open.getByLabel('Public message').fill('Some stores are read late. We are looking into it.');
    await open.getByRole('button', { name: 'Open Incident' }).click();
    await see(page, 'Incident Opened');
    const active = page.getByRole('list', { name: 'Active incidents' });
    await see(active, TITLE);
    await j.shot('admin opened incident');

    // A visitor (signed out, another browser) sees it on /status with its timeline.
    const visitorContext = await page
      .context()
      .browser()!
      .newContext({
        baseURL: appUrl(),
        viewport: { width: 1280, height: 900 },
      });
    try {
      const visitor = await visitorContext.newPage();
      await visitor.goto('/status');
      await visitor.getByRole('heading', { level: 1, name: 'System Status' }).waitFor();
      const activeCard = card(visitor, 'Active incidents');
      await see(activeCard, TITLE);
      await see(activeCard, 'Some stores are read late. We are looking into it.');
      await see(activeCard, 'major');
      await see(visitor, /^Overall: /);
      await visitor.screenshot({ path: `${shotDir()}/visitor-incident-1280.png`, fullPage: true });

      // The admin moves it forward, then resolves it.
      const update = page.getByRole('form', { name: `Update ${TITLE}` });
      await update.getByLabel('Status').selectOption('monitoring');
      await update.getByLabel('Public update').fill('A fix is out; we are watching the queue drain.');
      await update.getByRole('button', { name: 'Post Update' }).click();
      await see(page, 'Update Posted');
      await expect.poll(() => update.getByLabel('Public update').inputValue()).toBe('');
      await update.getByLabel('Public update').fill('Every store is read on time again.');
      await update.getByRole('button', { name: 'Resolve' }).click();
      await see(page, 'Incident Resolved');
      const resolvedList = page.getByRole('list', { name: 'Resolved incidents' });
      await see(resolvedList, TITLE);
      await j.shot('admin resolved incident');

      // The visitor finds it in the history with the whole timeline, and nothing active.
      // The payload may be cached for 30 s (by the browser too): a refresh shows the change within that.
      await expect
        .poll(
          async () => {
            await visitor.reload();
            await card(visitor, 'Active incidents').waitFor();
            return card(visitor, 'Active incidents').getByText('No open incidents.').count();
          },
          { timeout: 60_000, interval: 5_000 },
        )
        .toBe(1);
      const history = card(visitor, 'Incident history, last 90 days');
      await see(history, TITLE);
      const steps = history.getByRole('list', { name: 'Updates' }).first().getByRole('listitem');
      await expect
        .poll(() => steps.allTextContents())
        .toEqual([
          expect.stringContaining('Every store is read on time again.'),
          expect.stringContaining('A fix is out; we are watching the queue drain.'),
          expect.stringContaining('Some stores are read late. We are looking into it.'),
        ]);
      // Bars have text equivalents: each probed service's 90 days are described for screen readers. Slack and
      // payments are not configured in this app: they say so, with no bar and no outage.
      // A service not probed yet (the app probes at each minute) shows as unknown until its first probe: reload
      // until every service has been probed once (the payload may be cached for 30 s).
      await expect
        .poll(
          async () => {
            await visitor.reload();
            await card(visitor, 'Active incidents').waitFor();
            return visitor.getByRole('list', { name: /: the last 90 days$/ }).count();
          },
          { timeout: 90_000, interval: 5_000 },
        )
        .toBe(4);
      const services = visitor.getByRole('list', { name: 'Services' });
      await expect.poll(() => services.getByText('Not configured', { exact: true }).count()).toBe(4);
      // Today has probes (the app probes every minute): its bar says its state and uptime in words.
      await expect
        .poll(() =>
          visitor
            .getByRole('list', { name: 'Platform: the last 90 days' })
            .getByRole('listitem')
            .last()
            .textContent(),
        )
        .toMatch(/: (Operational|Degraded Performance), \d+\.\d\d ?% uptime$/);
      await noSidewaysScroll(visitor, '/status at 1280 px');
      await visitor.screenshot({ path: `${shotDir()}/status-1280.png`, fullPage: true });
      await visitor.setViewportSize({ width: 375, height: 800 });
      await noSidewaysScroll(visitor, '/status at 375 px');
      await visitor.screenshot({ path: `${shotDir()}/status-375.png`, fullPage: true });

      // The feed carries every step.
      const feed = await (await fetch(`${appUrl()}/status/feed.xml`)).text();
      expect(feed).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
      expect(feed).toContain(TITLE);
    } finally {
      await visitorContext.close();
    }

    // The subscriber heard each step (the email sender runs every minute), each with one-click unsubscribe.
    const opened = await waitForEmail({
      to: subscriber,
      subject: new RegExp(`Investigating: ${TITLE}`),
      timeoutMs: NOTICE_WAIT_MS,
    });
    expect(opened.text).toContain('Some stores are read late. We are looking into it.');
    const unsubscribeUrl = opened.raw.match(/^List-Unsubscribe:\s*<(http[^>]+)>/m)?.[1];
    expect(unsubscribeUrl, opened.raw.slice(0, 600)).toBeDefined();
    expect(opened.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);

    await waitForEmail({
      to: subscriber,
      subject: new RegExp(`Monitoring: ${TITLE}`),
      timeoutMs: NOTICE_WAIT_MS,
    });
    const resolved = await waitForEmail({
      to: subscriber,
      subject: new RegExp(`Resolved: ${TITLE}`),
      timeoutMs: NOTICE_WAIT_MS,
    });
    expect(resolved.text).toContain('Every store is read on time again.');
    // One click (RFC 8058) and the address hears nothing more.
    const unsubscribed = await fetch(unsubscribeUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribed.status).toBe(200);

    // The admin screen at desktop and phone width.
    await noSidewaysScroll(page, '/admin/incidents at 1280 px');
    await page.screenshot({ path: `${shotDir()}/admin-incidents-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Incidents & Maintenance' }).waitFor();
    await see(page.getByRole('list', { name: 'Resolved incidents' }), TITLE);
    await noSidewaysScroll(page, '/admin/incidents at 375 px');
    await page.screenshot({ path: `${shotDir()}/admin-incidents-375.png`, fullPage: true });
  }, 360_000);
});
