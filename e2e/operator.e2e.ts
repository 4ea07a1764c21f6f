// Journey: the operator area. A customer writes through /contact; the admin creates a user and sees the figures
// move on /admin, answers the ticket by email (it reaches the SMTP server), changes the Pro scrape interval, and
// finds that change in the audit log (System Activities). Then every admin screen at phone width.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN } from './support/app-server.ts';
import { useJourney } from './support/browser.ts';
import { waitForEmail } from './support/mail.ts';
import { noSidewaysScroll, see, signInThroughForm } from './support/ui.ts';

/** The figure a stat card shows (its big number). */
async function statValue(page: Page, label: string): Promise<string> {
  const value = page.getByTestId(`stat-${label}`).locator('p.text-2xl');
  await value.waitFor();
  return (await value.textContent()) ?? '';
}

describe('operator area', () => {
  const j = useJourney('operator');

  test('an admin creates a user, answers a ticket by email, tunes Pro and finds it in the audit log', async () => {
    const { page } = j;
    const customerEmail = 'rita.customer@example.com';
    const subject = 'My weekly digest never arrives';

    await page.goto('/contact');
    await page.getByLabel('Name', { exact: true }).fill('Rita Customer');
    await page.getByLabel('Email', { exact: true }).fill(customerEmail);
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('I signed up last week and no digest came yet.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await see(page, 'Message Sent Successfully');

    await signInThroughForm(page, ADMIN.username, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const usersBefore = Number(await statValue(page, 'Total Users'));
    // Monthly Revenue shows a figure once a journey has paid, "No data yet" before: never an invented number.
    await expect
      .poll(async () => page.getByTestId('stat-Monthly Revenue').textContent())
      .toMatch(/No data yet|\$\d/);
    await j.shot('dashboard before');

    await page.getByRole('link', { name: 'Users', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'User Management' }).waitFor();
    await page.getByRole('button', { name: 'Create User' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await see(page, 'Please fill in all required fields.');
    await dialog.getByLabel('Username').fill('newshop');
    await dialog.getByLabel('Email').fill('newshop@example.com');
    await dialog.getByLabel('Password').fill('newshop-pass');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await see(page, 'User Created');
    await page.getByRole('button', { name: 'Open newshop' }).first().waitFor();
    await j.shot('user created');

    await page.getByRole('link', { name: 'Back to admin' }).click();
    await page.getByRole('button', { name: 'Refresh Data' }).click();
    await see(page, 'Data Refreshed');
    await expect.poll(async () => Number(await statValue(page, 'Total Users'))).toBe(usersBefore + 1);
    await j.shot('dashboard after');

    await page.goto('/admin/support');
    await page
      .getByRole('button', { name: `Open ${subject}` })
      .first()
      .click();
    const panel = page.getByRole('dialog');
    await see(panel, 'I signed up last week and no digest came yet.');
    await panel
      .getByLabel(`Reply by email to ${customerEmail}`)
      .fill('Hi Rita, your digest goes out on Mondays at 10:00.');
    await panel.getByRole('button', { name: 'Send Reply' }).click();
    await see(page, 'Reply Sent');
    await see(panel, 'Hi Rita, your digest goes out on Mondays at 10:00.');
    await j.shot('ticket answered');
    const reply = await waitForEmail({ to: customerEmail, subject: /^Re: / });
    expect(reply.subject).toBe(`Re: ${subject}`);
    expect(reply.text).toContain('your digest goes out on Mondays at 10:00.');
    await page.keyboard.press('Escape');

    await page.goto('/admin/system-config');
    const pro = page.getByLabel('Pro scraping interval');
    await pro.fill('481');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await see(page, 'Pro scraping interval must be between 30 and 480 minutes');
    await pro.fill('60');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await see(page, 'Configuration Updated');
    await j.shot('pro interval saved');

    await page.goto('/admin');
    await page.getByRole('tab', { name: 'System Activities' }).click();
    await page.getByLabel('Activity type').selectOption('admin');
    await see(page, `${ADMIN.username}: system_config.update system_config scraping_interval_pro_minutes`);
    await see(page, 'value: 120 → 60');
    await see(page, /: user\.create user /);
    await j.shot('audit log');
  });
});

describe('operator screens at phone width', () => {
  const j = useJourney('operator-mobile', { viewport: { width: 375, height: 800 } });

  test('every admin screen fits a 375 px screen', async () => {
    const { page } = j;
    await signInThroughForm(page, ADMIN.username, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    const screens: [string, string][] = [
      ['/admin', 'Admin Dashboard'],
      ['/admin/users', 'User Management'],
      ['/admin/plan-config', 'Plan Configuration'],
      ['/admin/support', 'Support Tickets'],
      ['/admin/system-config', 'System Configuration'],
      ['/admin/scraping-audit', 'Scraping Audit'],
      ['/admin/outbox', 'Email Outbox'],
      ['/admin/social-media', 'Social Media Automation'],
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await noSidewaysScroll(page, path);
      await j.shot(heading);
    }
    await page.goto('/admin/no-such-screen');
    await see(page, '404 Page Not Found');
  });
});
