// Journey: sign up -> dashboard welcome -> logout -> sign in again.
import { describe, expect, test } from 'vitest';
import { useJourney } from './support/browser.ts';
import { authPanel, pathname, see, signInThroughForm } from './support/ui.ts';

const alice = {
  firstName: 'Alice',
  lastName: 'Liddell',
  username: 'alice',
  email: 'alice@example.com',
  password: 'down-the-rabbit-hole',
};

describe('sign up, sign out, sign in', () => {
  const j = useJourney('sign-up');

  test('a new visitor creates an account, signs out and signs back in', async () => {
    const { page } = j;
    await page.goto('/');
    const getStarted = page.getByRole('link', { name: 'Get Started' }).filter({ visible: true }).first();
    await getStarted.waitFor();
    await j.shot('landing');

    await getStarted.click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('tab') === 'signup');
    // ?tab=signup preselects the Sign Up tab.
    await page.getByRole('tab', { name: 'Sign Up', exact: true, selected: true }).waitFor();
    const signUp = await authPanel(page, 'Sign Up');

    await signUp.getByLabel('First name', { exact: true }).fill(alice.firstName);
    await signUp.getByLabel('Last name', { exact: true }).fill(alice.lastName);
    await signUp.getByLabel('Username', { exact: true }).fill(alice.username);
    await signUp.getByLabel('Email', { exact: true }).fill(alice.email);
    await signUp.getByLabel('Password', { exact: true }).fill(alice.password);
    await signUp.getByLabel('Confirm password', { exact: true }).fill(alice.password);
    await j.shot('sign-up form filled');
    await signUp.getByRole('button', { name: 'Create Account' }).click();

    await page.getByRole('heading', { level: 1, name: 'Welcome back, Alice Liddell!' }).waitFor();
    expect(pathname(page)).toBe('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
    await nav.getByRole('link', { name: 'Competitors' }).waitFor();
    await j.shot('dashboard after sign-up');

    // The shell's Logout (a page may offer another one; either signs out).
    const logout = page.getByRole('button', { name: 'Logout' }).filter({ visible: true }).first();
    await logout.click();
    await getStarted.waitFor();
    expect(await page.getByRole('button', { name: /^Log(out|ging out)/ }).count()).toBe(0);
    await j.shot('landing after logout');

    await page.getByRole('link', { name: 'Sign In', exact: true }).filter({ visible: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/auth');
    await signInThroughForm(page, alice.username, alice.password);
    await see(page, 'Welcome back!');
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Alice Liddell!' }).waitFor();
    expect(pathname(page)).toBe('/');
    await j.shot('dashboard after sign-in');
  });
});
