import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SAMPLE_PERIOD_END,
  dismissAllToasts,
  json,
  page,
  renderWithProviders,
  sampleBillingConfig,
  samplePayment,
  sampleSubscription,
  sampleUser,
  stubApi,
} from '@web/testing';
import { PlanTab } from './plan-tab';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAllToasts();
});

const pro = { ...sampleUser, subscriptionPlan: 'pro' } as const;
type TRoutes = Parameters<typeof stubApi>[0];

function routes(extra: TRoutes = {}): TRoutes {
  return {
    'GET /api/subscription-status': () => json(200, sampleSubscription()),
    'GET /api/billing/config': () => json(200, sampleBillingConfig()),
    'GET /api/billing/payments?limit=50': () => page([]),
    ...extra,
  };
}

const selection = {
  message: 'Starter allows 1 competitor. Choose which to keep.',
  code: 'requires_selection',
  requiresSelection: true,
  newLimit: 1,
  competitors: [
    { id: 'c-a', name: 'Alpha', domain: 'alpha.test', productCount: 5 },
    { id: 'c-b', name: 'Beta', domain: 'beta.test', productCount: 7 },
    { id: 'c-c', name: 'Gamma', domain: 'gamma.test', productCount: 9 },
  ],
};

const change = (plan: 'pro' | 'starter', scheduledPlan: 'starter' | 'free', pause: number) =>
  json(200, {
    success: true,
    message: 'Scheduled',
    plan,
    scheduledPlan,
    effectiveAt: SAMPLE_PERIOD_END,
    competitorsToPause: pause,
    competitorNamesToPause: [],
  });

describe('Settings → Plan', () => {
  it('shows plan, state, renewal date and card; Manage billing only when the portal is offered', async () => {
    stubApi(routes());
    const first = renderWithProviders(<PlanTab user={pro} />);
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('Pro plan');
    expect(screen.getByTestId('subscription-state')).toHaveTextContent('Active');
    expect(screen.getByTestId('renewal-date')).toHaveTextContent('March 3, 2026');
    expect(screen.getByTestId('card-on-file')).toHaveTextContent('Visa •••• 4242');
    expect(screen.getByRole('button', { name: 'Downgrade to Starter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Manage billing/ })).toBeNull();
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    stubApi(
      routes({
        'GET /api/billing/config': () =>
          json(
            200,
            sampleBillingConfig({ provider: 'stripe', publishableKey: 'pk_test', customerPortal: true }),
          ),
      }),
    );
    renderWithProviders(<PlanTab user={pro} />);
    expect(await screen.findByRole('button', { name: /Manage billing/ })).toBeInTheDocument();
  });

  it('downgrade: a 409 opens the keep chooser capped at the new limit, and Keep This resends the choice', async () => {
    const api = stubApi(
      routes({
        'POST /api/downgrade-subscription': (body) =>
          (body as { keepCompetitorIds?: string[] }).keepCompetitorIds
            ? change('pro', 'starter', 2)
            : json(409, selection),
      }),
    );
    renderWithProviders(<PlanTab user={pro} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Downgrade to Starter' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(
      within(confirm).getByText(/You keep Pro until March 3, 2026, then move to Starter/),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Downgrade' }));

    const chooser = await screen.findByTestId('keep-chooser');
    const keep = within(chooser).getByRole('button', { name: 'Keep This' });
    expect(keep).toBeDisabled();
    await userEvent.click(within(chooser).getAllByRole('checkbox', { name: 'Beta' })[0]!);
    for (const box of within(chooser).getAllByRole('checkbox', { name: 'Alpha' })) expect(box).toBeDisabled();
    await userEvent.click(keep);

    await waitFor(() => expect(api.count('POST /api/downgrade-subscription')).toBe(2));
    const sent = api.calls.filter((c) => c.key === 'POST /api/downgrade-subscription').map((c) => c.body);
    expect(sent).toEqual([{ plan: 'starter' }, { plan: 'starter', keepCompetitorIds: ['c-b'] }]);
    // Scoped to the toast: Radix also repeats a toast's text in a live region for screen readers.
    const toast = (await screen.findByText('Downgraded to Starter')).closest('li')!;
    expect(
      within(toast).getByText(/then you move to Starter and 2 competitors will be paused on March 3, 2026\./),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('keep-chooser')).toBeNull());
  });

  it('cancel: a refusal is "Cannot Cancel" with the server message', async () => {
    stubApi(
      routes({
        'POST /api/cancel-subscription': () =>
          json(409, { message: 'Your subscription is already set to cancel.' }),
      }),
    );
    renderWithProviders(<PlanTab user={pro} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel subscription' }),
    );
    expect(await screen.findByText('Cannot Cancel')).toBeInTheDocument();
    expect(screen.getByText('Your subscription is already set to cancel.')).toBeInTheDocument();
  });

  it('cancel: success says how many competitors will be paused and when', async () => {
    stubApi(routes({ 'POST /api/cancel-subscription': () => change('pro', 'free', 0) }));
    renderWithProviders(<PlanTab user={pro} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel subscription' }),
    );
    const toast = (await screen.findByText('Subscription Cancelled')).closest('li')!;
    expect(within(toast).getByText(/move to Free and no competitor will be paused\./)).toBeInTheDocument();
  });

  it('a scheduled cancel reads "Cancels on DATE" and Resume undoes it', async () => {
    let scheduled = true;
    const api = stubApi(
      routes({
        'GET /api/subscription-status': () =>
          json(
            200,
            sampleSubscription(
              scheduled ? { cancelAtPeriodEnd: true, scheduledPlan: 'free', competitorsToPause: 9 } : {},
            ),
          ),
        'POST /api/billing/resume': () => {
          scheduled = false;
          return json(200, sampleSubscription());
        },
      }),
    );
    renderWithProviders(<PlanTab user={pro} />);
    expect(await screen.findByTestId('subscription-state')).toHaveTextContent('Cancels on March 3, 2026');
    expect(screen.getByTestId('competitors-to-pause')).toHaveTextContent(
      '9 competitors will be paused on March 3, 2026.',
    );
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText('Subscription Resumed')).toBeInTheDocument();
    expect(api.count('POST /api/billing/resume')).toBe(1);
    await waitFor(() => expect(screen.getByTestId('subscription-state')).toHaveTextContent('Active'));
  });

  it('past due names the next retry; a scheduled downgrade names its date', async () => {
    stubApi(
      routes({
        'GET /api/subscription-status': () =>
          json(
            200,
            sampleSubscription({ status: 'past_due', nextPaymentAttemptAt: SAMPLE_PERIOD_END + 3 * 86400 }),
          ),
      }),
    );
    const first = renderWithProviders(<PlanTab user={pro} />);
    expect(await screen.findByTestId('subscription-state')).toHaveTextContent('Past due');
    expect(screen.getByText(/try your card again on March 6, 2026/)).toBeInTheDocument();
    first.unmount();
    vi.unstubAllGlobals();
    stubApi(
      routes({
        'GET /api/subscription-status': () => json(200, sampleSubscription({ scheduledPlan: 'starter' })),
      }),
    );
    renderWithProviders(<PlanTab user={pro} />);
    expect(await screen.findByTestId('subscription-state')).toHaveTextContent(
      'Changes to Starter on March 3, 2026',
    );
  });

  it('lists payments with their receipts and loads the next page', async () => {
    const api = stubApi(
      routes({
        'GET /api/billing/payments?limit=50': () =>
          page(
            [
              samplePayment({ id: 'p2', amount: 1517, kind: 'upgrade', receiptNumber: 'RW-000002' }),
              samplePayment({
                id: 'p3',
                status: 'failed',
                kind: 'renewal',
                failureReason: 'Your card was declined.',
                cardBrand: 'mastercard',
                cardLast4: '0341',
              }),
            ],
            { next: { path: '/api/billing/payments?limit=50', cursor: 'n1' } },
          ),
        'GET /api/billing/payments?limit=50&cursor=n1': () =>
          page([samplePayment({ id: 'p1', plan: 'starter', amount: 1900, receiptNumber: 'RW-000001' })]),
      }),
    );
    renderWithProviders(<PlanTab user={pro} />);
    const history = await screen.findByTestId('payment-history');
    expect(await within(history).findAllByText('$15.17')).not.toHaveLength(0);
    expect(within(history).getAllByText('Pro plan, upgrade (prorated)').length).toBeGreaterThan(0);
    expect(within(history).getAllByText('Your card was declined.').length).toBeGreaterThan(0);
    expect(within(history).getAllByText('Mastercard •••• 0341').length).toBeGreaterThan(0);
    const receipt = within(history).getAllByTestId('receipt-p2')[0]!;
    expect(receipt).toHaveAttribute('href', '/api/billing/payments/p2/receipt');
    expect(receipt).toHaveAttribute('target', '_blank');
    expect(within(history).queryAllByTestId('receipt-p3')).toHaveLength(0);
    await userEvent.click(within(history).getByRole('button', { name: 'Load more' }));
    expect(await within(history).findAllByText('Starter plan, subscription')).not.toHaveLength(0);
    expect(api.count('GET /api/billing/payments?limit=50&cursor=n1')).toBe(1);
  });
});
