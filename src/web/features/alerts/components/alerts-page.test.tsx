import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAlertRule } from '@shared/contracts/alerts';
import { dismissAllToasts, json, renderWithProviders, sampleCompetitor, stubApi } from '@web/testing';
import { AlertsPage } from './alerts-page';

afterEach(() => {
  dismissAllToasts();
  vi.unstubAllGlobals();
});

const competitor = (id: string, name: string) =>
  sampleCompetitor({ id, name, url: `https://${id}.myshopify.com`, domain: `${id}.myshopify.com` });
const competitors = [competitor('c1', 'Acme Outfitters'), competitor('c2', 'Bolt Bikes')];

const rule = (over: Partial<TAlertRule> = {}): TAlertRule => ({
  id: 'r1',
  type: 'price_drop',
  competitorId: null,
  productId: null,
  productTitle: null,
  threshold: '5.00',
  isActive: true,
  lastTriggered: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...over,
});

const base = (rules: () => TAlertRule[]) => ({
  'GET /api/competitors': () => json(200, competitors),
  'GET /api/alerts': () => json(200, rules()),
});

describe('AlertsPage tabs', () => {
  it('opens the activity feed from ?tab=recent-activity (the link of alert emails) and keeps the tab in the URL', async () => {
    stubApi({
      ...base(() => []),
      'GET /api/notifications?limit=50': () => json(200, []),
    });
    renderWithProviders(<AlertsPage />, { url: '/alerts?tab=recent-activity' });
    expect(screen.getByRole('tab', { name: 'Recent Activity', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No Activity Yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'My Alerts' }));
    expect(screen.getByTestId('where').textContent).toBe('/alerts');
    await userEvent.click(screen.getByRole('tab', { name: 'Recent Activity' }));
    expect(screen.getByTestId('where').textContent).toBe('/alerts?tab=recent-activity');
  });
});

describe('AlertsPage, My Alerts', () => {
  it('shows "Alert System Ready" with links and the default rule set when there are no rules', async () => {
    stubApi(base(() => []));
    renderWithProviders(<AlertsPage />, { url: '/alerts' });
    expect(await screen.findByText('Alert System Ready')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Alerts', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Competitors' }).getAttribute('href')).toBe(
      '/competitors',
    );
    expect(screen.getByRole('link', { name: 'View Price Tracking' }).getAttribute('href')).toBe(
      '/price-tracking',
    );
    expect(
      screen.getByText(/price changes of 3% or more, new products, discounts and stock changes/),
    ).toBeInTheDocument();
    expect(screen.getByText('Alert Types')).toBeInTheDocument();
  });

  it('sends a test email alert: "Sending..." while pending, then the server\'s message', async () => {
    let answer: (r: Response) => void = () => {};
    const api = stubApi({
      ...base(() => []),
      'POST /api/test-email-alert': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<AlertsPage />, { url: '/alerts' });
    await userEvent.click(await screen.findByRole('button', { name: /Test Email Alert/ }));
    expect((screen.getByRole('button', { name: /Sending\.\.\./ }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls.find((c) => c.key === 'POST /api/test-email-alert')?.body).toBeUndefined();
    answer(json(200, { success: true, message: 'Test alert sent to maria@shop.test' }));
    expect(await screen.findByText('Email Alert Sent!')).toBeInTheDocument();
    expect(screen.getByText('Test alert sent to maria@shop.test')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Test Email Alert/ })).toBeInTheDocument();
  });

  it('shows "Email Test Failed" with the message, else "Something went wrong"', async () => {
    let reply = () =>
      json(200, { success: false, message: 'Email notifications are turned off in Settings' });
    stubApi({ ...base(() => []), 'POST /api/test-email-alert': () => reply() });
    renderWithProviders(<AlertsPage />, { url: '/alerts' });
    await userEvent.click(await screen.findByRole('button', { name: /Test Email Alert/ }));
    expect(await screen.findByText('Email Test Failed')).toBeInTheDocument();
    expect(screen.getByText('Email notifications are turned off in Settings')).toBeInTheDocument();
    dismissAllToasts();
    reply = () => json(200, { success: false, message: '' });
    await userEvent.click(screen.getByRole('button', { name: /Test Email Alert/ }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    dismissAllToasts();
    reply = () => json(503, { message: 'SMTP server unavailable' });
    await userEvent.click(screen.getByRole('button', { name: /Test Email Alert/ }));
    expect(await screen.findByText('SMTP server unavailable')).toBeInTheDocument();
    expect(screen.getByText('Email Test Failed')).toBeInTheDocument();
  });

  it('sends a test Slack alert, and explains each kind of Slack failure', async () => {
    let reply: () => Response | Promise<Response> = () =>
      json(200, { success: true, message: 'Test message posted to #alerts' });
    stubApi({ ...base(() => []), 'POST /api/test-slack': () => reply() });
    renderWithProviders(<AlertsPage />, { url: '/alerts' });
    await userEvent.click(await screen.findByRole('button', { name: /Test Slack Alert/ }));
    expect(await screen.findByText('Slack Alert Sent!')).toBeInTheDocument();
    expect(screen.getByText('Test message posted to #alerts')).toBeInTheDocument();
    dismissAllToasts();

    reply = () => json(200, { success: false, message: '' });
    await userEvent.click(screen.getByRole('button', { name: /Test Slack Alert/ }));
    expect(await screen.findByText('Slack Test Failed')).toBeInTheDocument();
    expect(screen.getByText('Bot may not be invited to channel')).toBeInTheDocument();
    dismissAllToasts();

    reply = () => json(400, { message: 'Slack is not connected: add a webhook URL in Settings' });
    await userEvent.click(screen.getByRole('button', { name: /Test Slack Alert/ }));
    expect(
      await screen.findByText('Slack is not connected: add a webhook URL in Settings'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Make sure bot is invited/)).toBeNull();
    dismissAllToasts();

    // No answer at all: the fetch itself rejects.
    reply = () => Promise.reject(new TypeError('Failed to fetch'));
    await userEvent.click(screen.getByRole('button', { name: /Test Slack Alert/ }));
    expect(
      await screen.findByText('Failed to fetch. Make sure bot is invited to your channel'),
    ).toBeInTheDocument();
    expect(screen.getByText('Slack Test Failed')).toBeInTheDocument();
  });

  it('keeps the test buttons within reach when the user has rules', async () => {
    const api = stubApi({
      ...base(() => [rule()]),
      'POST /api/test-email-alert': () => json(200, { success: true, message: 'Sent' }),
    });
    renderWithProviders(<AlertsPage />, { url: '/alerts' });
    await screen.findByRole('group', { name: 'Price Drop alert' });
    expect(screen.queryByText('Alert System Ready')).toBeNull();
    expect(screen.getAllByRole('button', { name: /Test Email Alert/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Test Slack Alert/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Test Email Alert/ }));
    expect(await screen.findByText('Email Alert Sent!')).toBeInTheDocument();
    expect(api.count('POST /api/test-email-alert')).toBe(1);
  });

  it('shows a reader the rules without the controls that change them', async () => {
    stubApi({
      ...base(() => [rule()]),
      'GET /api/account/accounts': () =>
        json(200, [{ id: 'acc', name: 'Northpeak', role: 'reader', current: true }]),
    });
    renderWithProviders(<AlertsPage />, { url: '/alerts' });
    const drop = await screen.findByRole('group', { name: 'Price Drop alert' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /Create Alert/ })).toBeNull());
    expect(within(drop).queryByRole('button')).toBeNull();
    expect(within(drop).queryByRole('switch')).toBeNull();
  });

  it('lists rules with status, scope, threshold and last trigger', async () => {
    stubApi(
      base(() => [
        rule(),
        rule({ id: 'r2', type: 'new_product', competitorId: 'c2', threshold: null, isActive: false }),
        rule({
          id: 'r3',
          type: 'discount',
          productId: 42,
          productTitle: 'Trail Runner 2',
          threshold: '12.5',
          lastTriggered: new Date(Date.now() - 2 * 3600_000).toISOString(),
          addedBy: 'bob',
        }),
      ]),
    );
    renderWithProviders(<AlertsPage />, { url: '/alerts' });
    const drop = await screen.findByRole('group', { name: 'Price Drop alert' });
    expect(within(drop).getByText('Active')).toBeInTheDocument();
    expect(within(drop).getByText('All competitors')).toBeInTheDocument();
    expect(within(drop).getByText('5.0% or more')).toBeInTheDocument();
    expect(within(drop).getByText('Never')).toBeInTheDocument();
    const launch = screen.getByRole('group', { name: 'New Product alert' });
    expect(within(launch).getByText('Inactive')).toBeInTheDocument();
    expect(await within(launch).findByText('Bolt Bikes')).toBeInTheDocument();
    expect(within(launch).getByText('Any change')).toBeInTheDocument();
    const discount = screen.getByRole('group', { name: 'Discount alert' });
    expect(within(discount).getByText('Trail Runner 2')).toBeInTheDocument();
    expect(within(discount).getByText('2h ago')).toBeInTheDocument();
    expect(within(discount).getByText('bob')).toBeInTheDocument();
    expect(within(drop).queryByText('Added by')).toBeNull();
    expect(screen.queryByText('Alert System Ready')).toBeNull();
  });

  it('rejects thresholds outside 1–100 before the call, then creates a rule for one competitor', async () => {
    let rules: TAlertRule[] = [];
    const api = stubApi({
      ...base(() => rules),
      'POST /api/alerts': (body) => {
        rules = [rule({ id: 'new', competitorId: 'c1', threshold: '5.5', type: 'price_change' })];
        return json(201, { ...rules[0], body });
      },
    });
    renderWithProviders(<AlertsPage />, { url: '/alerts' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Alert' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Alert' });
    const threshold = within(dialog).getByLabelText('Threshold (%)');
    const submit = within(dialog).getByRole('button', { name: 'Create Alert' });

    await userEvent.type(threshold, '0');
    await userEvent.click(submit);
    expect(within(dialog).getByText('Threshold must be between 1 and 100')).toBeInTheDocument();

    await userEvent.clear(threshold);
    await userEvent.type(threshold, '100.05');
    await userEvent.click(submit);
    expect(within(dialog).getByText('Threshold must be between 1 and 100')).toBeInTheDocument();

    await userEvent.clear(threshold);
    await userEvent.type(threshold, '5.55');
    await userEvent.click(submit);
    expect(within(dialog).getByText('Threshold must be a multiple of 0.1')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByLabelText('One competitor'));
    await userEvent.click(submit);
    expect(within(dialog).getByText('Choose a competitor')).toBeInTheDocument();
    expect(api.count('POST /api/alerts')).toBe(0);

    await within(dialog).findByRole('option', { name: 'Acme Outfitters' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Competitor'), 'c1');
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '5.5');
    await userEvent.click(submit);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.key === 'POST /api/alerts')?.body).toEqual({
      type: 'price_change',
      competitorId: 'c1',
      productId: null,
      threshold: 5.5,
      isActive: true,
    });
    expect(await screen.findByRole('group', { name: 'Price Change alert' })).toBeInTheDocument();
    expect(screen.getByText('Alert Created')).toBeInTheDocument();
  });

  it('scopes a rule to one product found by search', async () => {
    const product = { id: 42, title: 'Trail Runner 2', competitorName: 'Acme Outfitters' };
    const api = stubApi({
      ...base(() => []),
      'GET /api/products?q=trail&limit=8': () =>
        json(200, [{ ...product, imageUrl: null, currentPrice: '120.00', currency: 'USD' }]),
      'POST /api/alerts': () => json(201, rule({ id: 'p', productId: 42, productTitle: product.title })),
    });
    renderWithProviders(<AlertsPage />, { url: '/alerts' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Alert' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Alert' });
    await userEvent.click(within(dialog).getByLabelText('One product'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Alert' }));
    expect(within(dialog).getByText('Choose a product')).toBeInTheDocument();
    expect(api.count('POST /api/alerts')).toBe(0);

    await userEvent.type(within(dialog).getByLabelText('Find a product'), 'trail');
    await userEvent.click(await within(dialog).findByRole('button', { name: /Trail Runner 2/ }));
    expect(within(dialog).getByRole('button', { name: 'Change product' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Alert' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.key === 'POST /api/alerts')?.body).toEqual({
      type: 'price_change',
      competitorId: null,
      productId: 42,
      threshold: null,
      isActive: true,
    });
  });

  it("shows the server's message when it refuses a rule", async () => {
    stubApi({
      ...base(() => []),
      'POST /api/alerts': () => json(400, { message: 'threshold: Threshold must be between 1 and 100' }),
    });
    renderWithProviders(<AlertsPage />, { url: '/alerts' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Alert' }));
    const dialog = screen.getByRole('dialog', { name: 'Create Alert' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Alert' }));
    expect(
      await within(dialog).findByText('threshold: Threshold must be between 1 and 100'),
    ).toBeInTheDocument();
  });

  it('edits, pauses and deletes (after confirming) a rule', async () => {
    let rules = [rule()];
    const api = stubApi({
      ...base(() => rules),
      'PATCH /api/alerts/r1': (body) => {
        rules = [{ ...rules[0]!, ...(body as Partial<TAlertRule>), threshold: '7.0' }];
        return json(200, rules[0]);
      },
      'DELETE /api/alerts/r1': () => {
        rules = [];
        return json(204, null);
      },
    });
    renderWithProviders(<AlertsPage />, { url: '/alerts' });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Price Drop alert' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Alert' });
    const threshold = within(dialog).getByLabelText('Threshold (%)') as HTMLInputElement;
    expect(threshold.value).toBe('5');
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls.find((c) => c.key === 'PATCH /api/alerts/r1')?.body).toMatchObject({ threshold: 7 });
    expect(await screen.findByText('7.0% or more')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: 'Pause Price Drop alert' }));
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.key === 'PATCH /api/alerts/r1')[1]?.body).toEqual({ isActive: false });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Price Drop alert' }));
    const confirm = screen.getByRole('alertdialog');
    expect(api.count('DELETE /api/alerts/r1')).toBe(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Alert System Ready')).toBeInTheDocument();
    expect(api.count('DELETE /api/alerts/r1')).toBe(1);
  });
});
