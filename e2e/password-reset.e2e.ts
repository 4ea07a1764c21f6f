// Journey: forgot password -> the reset link from the email (over SMTP) -> new password -> sign in with it.
import { describe, expect, test } from 'vitest';
import { registerUser } from './support/api.ts';
import { useJourney } from './support/browser.ts';
import { appUrl } from './support/context.ts';
import { waitForEmail } from './support/mail.ts';
import { pathname, see, signInThroughForm } from './support/ui.ts';

const carol = {
  username: 'carol',
  email: 'carol@example.com',
  password: 'carols-old-password',
  firstName: 'Carol',
  lastName: 'Danvers',
};
const newPassword = 'carols-new-password';

describe('password reset', () => {
  const j = useJourney('password-reset');

  test('a user resets a forgotten password through the emailed link', async () => {
    await registerUser(carol);
    const { page } = j;

    await page.goto('/forgot-password');
    await page.getByLabel('Email', { exact: true }).fill(carol.email);
    await j.shot('forgot password form');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await j.shot('check your email');

    const mail = await waitForEmail({ to: carol.email, subject: /reset/i });
    const link = /https?:\/\/[^\s"'<>]+\/reset-password\?token=[^\s"'<>]+/.exec(mail.text)?.[0];
    expect(link, `no reset link in:\n${mail.text}`).toBeDefined();
    expect(link!.startsWith(`${appUrl()}/reset-password?token=`)).toBe(true);

    await page.goto(link!);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
    await j.shot('new password form');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('heading', { name: 'Password Reset Successful!' }).waitFor();
    await j.shot('password reset successful');
    // The success screen sends the user to /auth after REDIRECT_AFTER_RESET_MS (3 s).
    await page.waitForURL((url) => url.pathname === '/auth', { timeout: 10_000 });

    await signInThroughForm(page, carol.username, carol.password);
    await see(page, 'Login failed');
    await see(page, 'Invalid username or password');
    expect(pathname(page)).toBe('/auth');
    await j.shot('old password refused');

    await signInThroughForm(page, carol.username, newPassword);
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Carol Danvers!' }).waitFor();
    await j.shot('signed in with the new password');
  });
});
