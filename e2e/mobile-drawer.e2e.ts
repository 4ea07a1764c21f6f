// Journey: on a 375 px phone the side navigation becomes a drawer; choosing a link navigates and closes it.
import { describe, expect, test } from 'vitest';
import { useJourney } from './support/browser.ts';
import { appUrl } from './support/context.ts';
import { pathname } from './support/ui.ts';

describe('mobile navigation drawer', () => {
  const j = useJourney('mobile-drawer', { viewport: { width: 375, height: 812 } });

  test('the drawer opens, navigates and closes', async () => {
    const { page, context } = j;
    // Sign up through the context's request client: it shares the browser's cookies.
    const res = await context.request.post(`${appUrl()}/api/register`, {
      data: {
        username: 'erin',
        email: 'erin@example.com',
        password: 'erins-password-1',
        firstName: 'Erin',
        lastName: 'Gilbert',
      },
    });
    expect(res.status()).toBe(201);

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Welcome back, Erin Gilbert!' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await j.shot('dashboard on a phone');

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Navigation' });
    await drawer.waitFor();
    await drawer.getByRole('link', { name: 'Dashboard' }).waitFor();
    await j.shot('drawer open');

    await drawer.getByRole('link', { name: 'Competitors' }).click();
    await page.waitForURL((url) => url.pathname !== '/');
    expect(pathname(page)).toMatch(/competitor/i);
    await drawer.waitFor({ state: 'hidden' });
    await j.shot('competitors after the drawer closed');
  });
});
