// Journey on a 375 px phone: a new user finds the welcome email in their history, sends themselves the weekly
// summary from /settings/email, opens it (the open pixel marks it Opened), then creates a personal API token in
// Settings and uses it as a Bearer token; once revoked, the token is refused.
import { describe, expect, test } from 'vitest';
import { useJourney } from './support/browser.ts';
import { appUrl } from './support/context.ts';
import { waitForEmail } from './support/mail.ts';
import { see } from './support/ui.ts';

const user = {
  username: 'mailfan',
  email: 'mailfan@example.com',
  password: 'mailfan-password-1',
  firstName: 'Mia',
  lastName: 'Fan',
};

describe('email preferences and API tokens', () => {
  const j = useJourney('email-preferences', { viewport: { width: 375, height: 812 } });

  test('weekly summary to my inbox, opened; an API token used and revoked', async () => {
    const { page, context } = j;
    const res = await context.request.post(`${appUrl()}/api/register`, { data: user });
    expect(res.status()).toBe(201);
    await waitForEmail({ to: user.email, subject: /Welcome/ });

    await page.goto('/settings/email');
    const history = page.getByRole('list', { name: 'Email history' });
    await history.getByRole('listitem', { name: 'Welcome' }).waitFor();
    await page.getByRole('button', { name: 'Send Summary' }).click();
    await see(page, 'Email Sent');
    await see(page, 'Weekly summary email has been sent to your inbox');
    const summary = await waitForEmail({ to: user.email, subject: /Your week on Rivalwatch/ });
    expect(summary.text).toContain('You are not tracking any competitor yet');
    await history.getByRole('listitem', { name: 'Weekly Summary' }).waitFor();
    await j.shot('email preferences');

    // The mail client loads the open pixel; the history then shows the email as opened.
    const pixel = /src="([^"]*\/api\/email\/open\/[^"]+\.gif)"/.exec(summary.html)?.[1];
    expect(pixel).toBeTruthy();
    expect((await fetch(pixel!.replace(/&amp;/g, '&'))).headers.get('content-type')).toBe('image/gif');
    await page.reload();
    await history.getByRole('listitem', { name: 'Weekly Summary' }).getByText('Opened').waitFor();
    await j.shot('summary opened');

    await page.goto('/settings?tab=security');
    await page.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Token name').fill('n8n workflow');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    const token = await dialog.getByLabel('New API token').inputValue();
    expect(token).toMatch(/^rw_/);
    await j.shot('token shown once');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await see(page, 'n8n workflow');

    const asToken = () =>
      fetch(`${appUrl()}/api/competitors`, { headers: { authorization: `Bearer ${token}` } });
    expect((await asToken()).status).toBe(200);

    await page.getByRole('button', { name: 'Revoke n8n workflow' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke token' }).click();
    await page.getByText('n8n workflow', { exact: true }).waitFor({ state: 'detached' });
    const refused = await asToken();
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe('Invalid or revoked API token');
    await j.shot('token revoked');
  });
});
