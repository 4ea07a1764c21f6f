// Journey: a wrong password shows the "Login failed" toast and keeps the visitor on /auth.
import { describe, expect, test } from 'vitest';
import { registerUser } from './support/api.ts';
import { useJourney } from './support/browser.ts';
import { pathname, see, signInThroughForm } from './support/ui.ts';

describe('wrong password', () => {
  const j = useJourney('wrong-password');

  test('signing in with a wrong password says so without saying which part was wrong', async () => {
    await registerUser({ username: 'bob', email: 'bob@example.com', password: 'bobs-real-password' });
    const { page } = j;
    await page.goto('/auth');
    await signInThroughForm(page, 'bob', 'not-bobs-password');

    await see(page, 'Login failed');
    await see(page, 'Invalid username or password');
    await j.shot('login failed toast');
    expect(pathname(page)).toBe('/auth');
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBe(0);
  });
});
