// Journey: axe-core on every screen of the route tables, signed out, as a customer and as an admin, plus the
// dialogs a new user opens first; and every screen's first controls reached by Tab show where focus is
// (docs/product-rules.md R123). Screens other branches are building (the leads and the marketing screens) are in
// the list too: until they land they show "Coming soon" or the 404 page, which is swept like any screen.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { paths } from '../src/web/lib/paths.ts';
import { startFakeShopify, type FakeShopify } from '../tools/fake-shopify/index.ts';
import { apiCall, apiLogin, registerUser } from './support/api.ts';
import { ADMIN } from './support/app-server.ts';
import { axeFindings, describeFindings } from './support/axe.ts';
import { useJourney, type TJourney } from './support/browser.ts';
import { fakeStorePort } from './support/context.ts';
import { invisibleFocusStops } from './support/focus.ts';
import { signInThroughForm } from './support/ui.ts';

const customer = {
  username: 'axecustomer',
  email: 'axecustomer@example.com',
  password: 'axecustomer-pw',
  firstName: 'Ada',
};
let fake: FakeShopify;
let productId = 0;

/** The screens of the signed-out route table (src/web/app/routes.tsx). */
const SIGNED_OUT = [
  paths.home,
  paths.auth,
  paths.authSignUp(),
  paths.forgotPassword,
  paths.resetPassword,
  `${paths.resetPassword}?token=not-a-real-token`,
  paths.privacy,
  paths.support,
  paths.faq,
  paths.contact,
  paths.status,
  paths.urlValidationDemo,
  paths.pricing,
  paths.admin,
  paths.leads,
  '/no-such-page',
];

/** The screens of the signed-in route table; the admin-only ones show a customer "not allowed". */
const SIGNED_IN = () => [
  paths.home,
  paths.competitors,
  paths.priceTracking,
  paths.product(productId),
  paths.productLaunches,
  paths.promotions,
  paths.pricePosition,
  paths.matchSuggestions,
  paths.alerts,
  `${paths.alerts}?tab=recent-activity`,
  paths.export,
  paths.settings,
  paths.settingsTab('notifications'),
  paths.settingsTab('my-store'),
  paths.settingsPlan,
  paths.settingsTab('security'),
  paths.settingsEmail,
  paths.checkout,
  paths.simplePayment(),
  paths.testPayment,
  paths.pricing,
  paths.privacy,
  paths.support,
  paths.faq,
  paths.contact,
  paths.status,
  paths.urlDemo,
  paths.urlValidationDemo,
  paths.testVisual,
  paths.debug,
  paths.n8n,
  paths.paymentAutomation,
  paths.leads,
  paths.admin,
  '/no-such-page',
];

/** The admin route table (src/web/features/admin/components/admin-routes.tsx) and the admin-only screens. */
const ADMIN_SCREENS = [
  paths.admin,
  paths.adminUsers,
  paths.adminPlanConfig,
  paths.adminSupport,
  paths.adminSystemConfig,
  paths.adminScrapingAudit,
  paths.adminOutbox,
  paths.adminMarketing,
  paths.adminSocialMedia,
  paths.adminLeadEmailConfig,
  paths.adminIncidents,
  paths.leads,
  paths.n8n,
  paths.paymentAutomation,
  paths.settingsTab('email-intervals'),
  paths.settingsTab('integrations'),
  '/admin/no-such-page',
];

beforeAll(async () => {
  fake = await startFakeShopify({
    stores: [
      {
        name: 'Axe Supply',
        products: 8,
        variantsPerProduct: 2,
        seed: 41,
        port: fakeStorePort(),
        selfImages: true,
      },
    ],
  });
  await registerUser(customer);
  const { cookie } = await apiLogin(customer.username, customer.password);
  await apiCall(cookie, 'POST', '/api/competitors', { name: 'Axe Supply', url: fake.stores[0]!.url }, 201);
  const deadline = Date.now() + 60_000;
  while (!productId && Date.now() < deadline) {
    const [first] = await apiCall<{ id: number }[]>(cookie, 'GET', '/api/products?limit=1');
    if (first) productId = first.id;
    else await new Promise((r) => setTimeout(r, 500));
  }
  if (!productId) throw new Error('the fake store was not read within a minute');
});
afterAll(async () => fake?.close());

/** Waits for the screen's data: no request in flight, no loader showing. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page
    .getByText(/^Loading/)
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => {});
}

type TProblems = string[];

/** axe and the focus check on the page as it is; what they find is added to `problems`. */
async function check(page: Page, where: string, problems: TProblems, opts: { focus?: boolean } = {}) {
  const findings = await axeFindings(page);
  if (findings.length) problems.push(describeFindings(where, findings));
  if (opts.focus === false) return;
  const invisible = await invisibleFocusStops(page);
  if (invisible.length) {
    problems.push(
      `${where}: focus not visible on ${invisible.length} control(s):\n    ${invisible.join('\n    ')}`,
    );
  }
}

async function sweep(j: TJourney, screens: readonly string[], role: string): Promise<TProblems> {
  const problems: TProblems = [];
  for (const screen of screens) {
    await j.page.goto(screen);
    await settle(j.page);
    await check(j.page, `${role} ${screen}`, problems);
  }
  return problems;
}

const report = (problems: TProblems) => expect(problems.join('\n\n')).toBe('');

describe('accessibility', () => {
  const j = useJourney('accessibility');

  test('signed out: every screen', async () => {
    const problems = await sweep(j, SIGNED_OUT, 'signed out');
    await j.page.goto(paths.auth);
    await settle(j.page);
    await j.shot('signed out auth');
    report(problems);
  });

  test('as a customer: every screen and the first dialogs', async () => {
    const { page } = j;
    await signInThroughForm(page, customer.username, customer.password);
    await page.waitForURL((url) => url.pathname === '/');
    const problems = await sweep(j, SIGNED_IN(), 'customer');

    await page.goto(paths.competitors);
    await settle(page);
    await page
      .getByRole('button', { name: /Add Competitor/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await check(page, 'customer add-competitor dialog', problems, { focus: false });

    await page.goto(paths.alerts);
    await settle(page);
    await page.getByRole('button', { name: 'Create Alert' }).click();
    await page.getByRole('dialog').getByLabel('One product').check();
    await page.getByRole('dialog').getByLabel('Find a product').fill('a');
    await page.getByRole('dialog').getByRole('list', { name: 'Matching products' }).waitFor();
    await check(page, 'customer create-alert dialog', problems, { focus: false });
    await j.shot('create alert dialog');

    await page.goto(paths.product(productId));
    await settle(page);
    await page.getByRole('button', { name: 'Alert me about this product' }).click();
    await page.getByRole('dialog').waitFor();
    await check(page, 'customer product alert dialog', problems, { focus: false });
    report(problems);
  }, 300_000);

  test('as a customer at 375 px: the main screens and the navigation drawer', async () => {
    const { page } = j;
    await page.setViewportSize({ width: 375, height: 812 });
    await signInThroughForm(page, customer.username, customer.password);
    await page.waitForURL((url) => url.pathname === '/');
    const problems = await sweep(
      j,
      [paths.home, paths.competitors, paths.priceTracking, paths.product(productId), paths.alerts],
      'customer 375px',
    );
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog').waitFor();
    await check(page, 'customer 375px navigation drawer', problems, { focus: false });
    await j.shot('navigation drawer 375');
    report(problems);
  });

  test('as an admin: every admin screen', async () => {
    const { page } = j;
    await signInThroughForm(page, ADMIN.username, ADMIN.password);
    await page.waitForURL((url) => url.pathname === paths.admin);
    const problems = await sweep(j, ADMIN_SCREENS, 'admin');
    await page.goto(paths.adminUsers);
    await settle(page);
    await j.shot('admin users');
    report(problems);
  }, 300_000);
});
