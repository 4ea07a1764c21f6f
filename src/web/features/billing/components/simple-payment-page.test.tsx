import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPublicUser } from '@shared/contracts/auth';
import {
  dismissAllToasts,
  freeSubscription,
  json,
  renderWithProviders,
  sampleBillingConfig,
  samplePayment,
  sampleSubscription,
  sampleUser,
  sampleOwnAccounts,
  stubApi,
  unlikePlans,
} from '@web/testing';
import { SimplePaymentPage } from './simple-payment-page';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAllToasts();
});

const freeUser: TPublicUser = { ...sampleUser, subscriptionPlan: 'free', subscriptionStatus: 'free' };
const noOpportunities = { hasOpportunities: false, inactiveCompetitors: [], availableSlots: 0 };

const paid = (plan: 'starter' | 'pro', reactivatedCount = 0) =>
  json(200, {
    success: true,
    message: `Upgraded to ${plan}`,
    plan,
    reactivatedCount,
    payment: samplePayment({ plan }),
  });

function routes(extra: Record<string, Parameters<typeof stubApi>[0][string]> = {}) {
  return {
    'GET /api/account/accounts': () => json(200, sampleOwnAccounts),
    'GET /api/billing/config': () => json(200, sampleBillingConfig()),
    'GET /api/plans': () => json(200, unlikePlans),
    'GET /api/subscription-status': () => json(200, freeSubscription),
    'GET /api/reactivation-opportunities?targetPlan=pro': () => json(200, noOpportunities),
    'GET /api/reactivation-opportunities?targetPlan=starter': () => json(200, noOpportunities),
    ...extra,
  };
}

const renderAt = (url: string, user = freeUser) =>
  renderWithProviders(<SimplePaymentPage user={user} />, { url, path: '/simple-payment' });

async function fillCard(card = '4242424242424242', expiry = '1230', cvc = '123') {
  if (card) await userEvent.type(screen.getByLabelText('Card number'), card);
  if (expiry) await userEvent.type(screen.getByLabelText('Expiry (MM/YY)'), expiry);
  if (cvc) await userEvent.type(screen.getByLabelText('CVC'), cvc);
}

/** The payments sent, oldest first. */
const payments = (api: ReturnType<typeof stubApi>) =>
  api.requests.filter((c) => c.key === 'POST /api/simulate-payment');

const pay = () => userEvent.click(screen.getByRole('button', { name: /Pay and upgrade/ }));

describe('SimplePaymentPage', () => {
  it('heads the form with the plan row and formats the card fields as typed', async () => {
    stubApi(routes());
    renderAt('/simple-payment?plan=pro');
    expect(await screen.findByTestId('plan-headline')).toHaveTextContent(
      '$59/month - 12 stores, Slack integration, CSV export',
    );
    await fillCard('4242x4242424242424242', '12345', '12345');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveValue('12/34');
    expect(screen.getByLabelText('CVC')).toHaveValue('1234');
    expect(screen.getByRole('link', { name: /Back to Pricing/ })).toHaveAttribute('href', '/pricing');
  });

  it('defaults to Starter and asks for empty fields before calling', async () => {
    const api = stubApi(routes());
    renderAt('/simple-payment');
    expect(await screen.findByTestId('plan-headline')).toHaveTextContent(
      '$25/month - 4 stores, daily alerts',
    );
    await pay();
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription('Card number is required');
    expect(api.count('POST /api/simulate-payment')).toBe(0);
  });

  it("shows a 400's messages under their fields", async () => {
    stubApi(
      routes({
        'POST /api/simulate-payment': () =>
          json(400, {
            message: 'Check the card details.',
            code: 'validation_failed',
            details: [
              { field: 'cardNumber', message: 'This card number is not valid.' },
              { field: 'expiry', message: 'This card has expired.' },
            ],
          }),
      }),
    );
    renderAt('/simple-payment?plan=pro');
    await screen.findByTestId('plan-headline');
    await fillCard('4242424242424241', '0120');
    await pay();
    await waitFor(() =>
      expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
        'This card number is not valid.',
      ),
    );
    expect(screen.getByLabelText('Expiry (MM/YY)')).toHaveAccessibleDescription('This card has expired.');
    expect(screen.getByLabelText('CVC')).not.toHaveAccessibleDescription();
  });

  it('toasts a declined card, and sends a retry of the same submission with the same Idempotency-Key', async () => {
    const api = stubApi(
      routes({ 'POST /api/simulate-payment': () => json(402, { message: 'Your card was declined.' }) }),
    );
    renderAt('/simple-payment?plan=pro');
    await screen.findByTestId('plan-headline');
    await fillCard('4000000000000002');
    await pay();
    expect(await screen.findByText('Payment Failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.queryByText('Payment Successful!')).toBeNull();

    await waitFor(() => expect(screen.getByRole('button', { name: /Pay and upgrade/ })).toBeEnabled());
    await pay();
    await waitFor(() => expect(api.count('POST /api/simulate-payment')).toBe(2));
    const [first, second] = payments(api);
    expect(first!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
    expect(first!.body).toEqual({
      plan: 'pro',
      cardNumber: '4000 0000 0000 0002',
      expiry: '12/30',
      cvc: '123',
    });

    await userEvent.clear(screen.getByLabelText('Card number'));
    await fillCard('4242424242424242', '', '');
    await pay();
    await waitFor(() => expect(api.count('POST /api/simulate-payment')).toBe(3));
    expect(payments(api).at(-1)!.headers['idempotency-key']).not.toBe(first!.headers['idempotency-key']);
  });

  it('pays once on a double click, shows the success screen, then goes home after 2 s', async () => {
    let answer: (r: Response) => void = () => {};
    const api = stubApi(
      routes({ 'POST /api/simulate-payment': () => new Promise<Response>((r) => (answer = r)) }),
    );
    renderAt('/simple-payment?plan=pro');
    await screen.findByTestId('plan-headline');
    await fillCard();
    const button = screen.getByRole('button', { name: /Pay and upgrade/ });
    await userEvent.dblClick(button);
    expect(api.count('POST /api/simulate-payment')).toBe(1);
    expect(screen.getByRole('button', { name: /Processing/ })).toBeDisabled();
    answer(await paid('pro'));
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('payment-success')).getByText("You've upgraded to Pro plan"),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/), { timeout: 3500 });
  });

  it('opens the reactivation dialog first, caps the boxes at the free slots, then pays with the chosen ones', async () => {
    const api = stubApi(
      routes({
        'GET /api/reactivation-opportunities?targetPlan=pro': () =>
          json(200, {
            hasOpportunities: true,
            availableSlots: 2,
            inactiveCompetitors: [
              {
                id: 'c-a',
                name: 'Alpha',
                domain: 'alpha.test',
                productCount: 12,
                lastScraped: null,
                deactivatedAt: null,
              },
              {
                id: 'c-b',
                name: 'Beta',
                domain: 'beta.test',
                productCount: 3,
                lastScraped: '2026-01-10T10:00:00.000Z',
                deactivatedAt: '2026-02-01T10:00:00.000Z',
              },
              {
                id: 'c-c',
                name: 'Gamma',
                domain: 'gamma.test',
                productCount: 0,
                lastScraped: null,
                deactivatedAt: null,
              },
            ],
          }),
        'POST /api/simulate-payment': () => paid('pro', 2),
      }),
    );
    renderAt('/simple-payment?plan=pro');
    await screen.findByTestId('plan-headline');
    await fillCard();
    await pay();
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate Inactive Competitors' });
    expect(api.count('POST /api/simulate-payment')).toBe(0);
    expect(within(dialog).getByTestId('reactivation-slots')).toHaveTextContent('2');
    expect(within(dialog).getAllByText('Never').length).toBeGreaterThan(0);
    expect(within(dialog).getAllByText('Recently').length).toBeGreaterThan(0);
    const reactivate = within(dialog).getByRole('button', { name: 'Reactivate 0 Competitor(s)' });
    expect(reactivate).toBeDisabled();

    const boxes = (name: string) => within(dialog).getAllByRole('checkbox', { name });
    await userEvent.click(boxes('Alpha')[0]!);
    await userEvent.click(boxes('Beta')[0]!);
    expect(within(dialog).getByTestId('reactivation-selected')).toHaveTextContent('2');
    for (const box of boxes('Gamma')) expect(box).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reactivate 2 Competitor(s)' }));

    await waitFor(() => expect(api.count('POST /api/simulate-payment')).toBe(1));
    expect(payments(api).at(-1)!.body).toMatchObject({
      plan: 'pro',
      reactivateCompetitorIds: ['c-a', 'c-b'],
    });
    expect(
      await within(await screen.findByTestId('payment-success')).findByText(
        "You've upgraded to Pro plan and reactivated 2 competitor(s)",
      ),
    ).toBeInTheDocument();
  });

  it('"Skip for Now" pays without reactivating; "Cancel" goes back to the form', async () => {
    const api = stubApi(
      routes({
        'GET /api/reactivation-opportunities?targetPlan=starter': () =>
          json(200, {
            hasOpportunities: true,
            availableSlots: 1,
            inactiveCompetitors: [
              {
                id: 'c-a',
                name: 'Alpha',
                domain: 'alpha.test',
                productCount: 1,
                lastScraped: null,
                deactivatedAt: null,
              },
            ],
          }),
        'POST /api/simulate-payment': () => paid('starter'),
      }),
    );
    renderAt('/simple-payment?plan=starter');
    await screen.findByTestId('plan-headline');
    await fillCard();
    await pay();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.count('POST /api/simulate-payment')).toBe(0);

    await pay();
    await userEvent.click(await screen.findByRole('button', { name: 'Skip for Now' }));
    await waitFor(() => expect(api.count('POST /api/simulate-payment')).toBe(1));
    expect(payments(api).at(-1)!.body).not.toHaveProperty('reactivateCompetitorIds');
    expect(await screen.findByRole('heading', { name: 'Payment Successful!' })).toBeInTheDocument();
  });

  it('says an upgrade from a paid plan is charged the prorated difference, with the period end', async () => {
    stubApi(
      routes({ 'GET /api/subscription-status': () => json(200, sampleSubscription({ plan: 'starter' })) }),
    );
    renderAt('/simple-payment?plan=pro', sampleUser);
    expect(await screen.findByTestId('prorated-note')).toHaveTextContent(
      /charged the prorated difference now.*it ends March 3, 2026.*Pro renews at \$59\/month/,
    );
  });

  it('offers nothing to pay for the plan already held', async () => {
    stubApi(routes({ 'GET /api/subscription-status': () => json(200, sampleSubscription({ plan: 'pro' })) }));
    renderAt('/simple-payment?plan=pro', sampleUser);
    expect(await screen.findByText("You're already on the Pro plan")).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('shows no card form while the role loads, and none to a member who is not an owner (R24)', async () => {
    let answer: (res: Response) => void = () => {};
    stubApi(
      routes({
        'GET /api/account/accounts': () => new Promise<Response>((resolve) => (answer = resolve)),
        'GET /api/subscription-status': () =>
          json(403, { message: 'Only an owner can see or change the plan.' }),
      }),
    );
    renderAt('/simple-payment?plan=pro');
    expect(await screen.findByText('Loading your plan...')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).toBeNull();
    answer(json(200, [{ id: 'acc-1', name: 'Northpeak', role: 'manager', current: true }]));
    expect(await screen.findByText('Only an owner can pay for a plan')).toBeVisible();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('sends the user to /checkout when Stripe is in force', async () => {
    stubApi(
      routes({
        'GET /api/billing/config': () =>
          json(200, sampleBillingConfig({ provider: 'stripe', publishableKey: 'pk_test_x' })),
      }),
    );
    renderWithProviders(<SimplePaymentPage user={freeUser} />, { url: '/simple-payment?plan=pro' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/checkout?plan=pro'));
  });
});
