import { expect } from 'vitest';
// Steps several journeys share, written against the UI contract (accessible names only).
import type { Locator, Page } from 'playwright-core';

/** The visible panel of one /auth tab ("Sign In" or "Sign Up"), selecting the tab first. */
export async function authPanel(page: Page, tab: 'Sign In' | 'Sign Up'): Promise<Locator> {
  const trigger = page.getByRole('tab', { name: tab, exact: true });
  if ((await trigger.getAttribute('aria-selected')) !== 'true') await trigger.click();
  const panel = page.getByRole('tabpanel', { name: tab, exact: true });
  await panel.waitFor();
  return panel;
}

/** Fills and submits the sign-in form on /auth (navigating there first). */
export async function signInThroughForm(page: Page, username: string, password: string): Promise<void> {
  if (new URL(page.url(), 'http://x').pathname !== '/auth') await page.goto('/auth');
  const panel = await authPanel(page, 'Sign In');
  await panel.getByLabel('Username', { exact: true }).fill(username);
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Waits until the element with this text is visible (toasts, headings, messages). */
export async function see(scope: Page | Locator, text: string | RegExp): Promise<Locator> {
  const found = scope
    .getByText(text, typeof text === 'string' ? { exact: true } : undefined)
    .filter({ visible: true })
    .first();
  await found.waitFor();
  return found;
}

/** The text a select shows, for a native <select> or a combobox button (Radix Select). */
export function shownOption(field: Locator): Promise<string> {
  return field.evaluate((el) =>
    el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.textContent ?? '') : (el.textContent ?? ''),
  );
}

export const pathname = (page: Page) => new URL(page.url()).pathname;

/** Fails when the page, once settled, is wider than the window: nothing may scroll sideways (R89). */
export async function noSidewaysScroll(page: Page, what: string): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => {});
  // After a resize, charts measure their box in a ResizeObserver callback a frame or two later: give the layout
  // that long to settle, then the page must not scroll sideways.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), {
      message: `${what} scrolls sideways`,
      timeout: 3_000,
    })
    .toBeLessThanOrEqual(0);
}
