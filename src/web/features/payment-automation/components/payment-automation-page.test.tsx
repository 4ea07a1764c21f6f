import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAutomationStatus } from '@shared/contracts/billing';
import { json, page, renderWithProviders, stubApi } from '@web/testing';
import { PaymentAutomationPage } from './payment-automation-page';

afterEach(() => vi.unstubAllGlobals());

const status = (overrides: Partial<TAutomationStatus> = {}): TAutomationStatus => ({
  n8nConnected: true,
  webhookConfigured: true,
  apiKeyConfigured: false,
  paymentWebhookSecretConfigured: false,
  provider: 'simulated',
  currency: 'usd',
  activeSubscriptions: 3,
  monthlyRevenue: 11700,
  averageRevenuePerUser: 3900,
  successRate: 87.5,
  succeededPayments: 7,
  failedPayments: 1,
  lastProcessedPayment: '2026-02-03T12:00:00.000Z',
  ...overrides,
});

const event = (id: string, type: string, extra: object = {}) => ({
  id,
  type,
  userEmail: 'maria@shop.test',
  amount: 4900,
  plan: 'pro',
  status: 'processed',
  error: null,
  timestamp: new Date().toISOString(),
  ...extra,
});

const stat = (label: string) => screen.getByTestId(`stat-${label}`);
const figure = (label: string) => screen.getByTestId(`analytics-${label}`);

describe('PaymentAutomationPage', () => {
  it('shows the four figures, the configuration, and the analytics from recorded payments', async () => {
    stubApi({
      'GET /api/automation/status': () => json(200, status()),
      'GET /api/automation/events?limit=50': () => page([]),
    });
    renderWithProviders(<PaymentAutomationPage />);
    expect(await screen.findByText('Connected')).toBeInTheDocument();
    expect(stat('Active Subscriptions')).toHaveTextContent('3');
    expect(stat('Monthly Revenue')).toHaveTextContent('$117.00');
    expect(stat('Failed Payments')).toHaveTextContent('1');
    expect(
      within(screen.getByRole('listitem', { name: 'N8N_WEBHOOK_URL' })).getByText('Configured'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'N8N_API_KEY' })).getByText('Not set (optional)'),
    ).toBeInTheDocument();
    expect(await screen.findByText('No events yet')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'N8N Workflows' }));
    for (const path of [
      '/payment-success',
      '/payment-failed',
      '/subscription-cancelled',
      '/payment-reminder',
    ]) {
      expect(screen.getByText(path)).toBeInTheDocument();
    }
    expect(screen.getByText(/3 days before a subscription renews/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(figure('Monthly recurring revenue')).toHaveTextContent('$117.00');
    expect(figure('Average revenue per user')).toHaveTextContent('$39.00');
    expect(figure('Success rate')).toHaveTextContent('87.50%');
    expect(figure('Last payment')).not.toHaveTextContent('None');
  });

  it('says "No data yet" and "None" before any payment, and Disconnected without n8n', async () => {
    stubApi({
      'GET /api/automation/status': () =>
        json(
          200,
          status({
            n8nConnected: false,
            webhookConfigured: false,
            provider: 'stripe',
            activeSubscriptions: 0,
            monthlyRevenue: 0,
            averageRevenuePerUser: null,
            successRate: null,
            succeededPayments: 0,
            failedPayments: 0,
            lastProcessedPayment: null,
          }),
        ),
      'GET /api/automation/events?limit=50': () => page([]),
    });
    renderWithProviders(<PaymentAutomationPage />);
    expect(await screen.findByText('Disconnected')).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'N8N_WEBHOOK_URL' })).getByText('Missing'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'STRIPE_WEBHOOK_SECRET' })).getByText('Missing'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Analytics' }));
    expect(figure('Average revenue per user')).toHaveTextContent('No data yet');
    expect(figure('Success rate')).toHaveTextContent('No data yet');
    expect(figure('Last payment')).toHaveTextContent('None');
    expect(screen.queryByText(/95/)).toBeNull();
  });

  it('lists events and loads the next page', async () => {
    const api = stubApi({
      'GET /api/automation/status': () => json(200, status()),
      'GET /api/automation/events?limit=50': () =>
        page(
          [
            event('e2', 'payment_failed', { status: 'failed', error: 'n8n answered 500' }),
            event('e1', 'payment_reminder', { status: 'skipped', amount: null }),
          ],
          { next: { path: '/api/automation/events?limit=50', cursor: 'k' } },
        ),
      'GET /api/automation/events?limit=50&cursor=k': () => page([event('e0', 'subscription_cancelled')]),
    });
    renderWithProviders(<PaymentAutomationPage />);
    expect((await screen.findAllByText('Payment failed')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('n8n answered 500').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect((await screen.findAllByText('Subscription cancelled')).length).toBeGreaterThan(0);
    expect(api.count('GET /api/automation/events?limit=50&cursor=k')).toBe(1);
  });

  it('tests the n8n connection and shows its result', async () => {
    const api = stubApi({
      'GET /api/automation/status': () => json(200, status()),
      'GET /api/automation/events?limit=50': () => page([]),
      'POST /api/automation/test-webhook': () =>
        json(200, { success: false, message: 'n8n answered 404 Not Found', status: 404 }),
    });
    renderWithProviders(<PaymentAutomationPage />);
    await userEvent.click(await screen.findByRole('button', { name: /Test N8N Connection/ }));
    await waitFor(() =>
      expect(screen.getByTestId('test-n8n-result')).toHaveTextContent(
        'Not connected: n8n answered 404 Not Found (HTTP 404)',
      ),
    );
    expect(api.calls.find((c) => c.key === 'POST /api/automation/test-webhook')!.body).toMatchObject({
      type: 'payment_success',
    });
  });
});
