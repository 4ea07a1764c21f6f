// Journey: the admin (created from ADMIN_* at start) lands on /admin after signing in.
import { describe, test } from 'vitest';
import { ADMIN } from './support/app-server.ts';
import { useJourney } from './support/browser.ts';
import { signInThroughForm } from './support/ui.ts';

describe('admin sign-in', () => {
  const j = useJourney('admin-sign-in');

  test('an admin is taken to the admin dashboard', async () => {
    const { page } = j;
    await page.goto('/auth');
    await signInThroughForm(page, ADMIN.username, ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await j.shot('admin dashboard');
  });
});
