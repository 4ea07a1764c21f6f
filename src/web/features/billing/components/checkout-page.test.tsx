import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  freeSubscription,
  json,
  renderWithProviders,
  sampleBillingConfig,
  sampleSubscription,
  sampleUser,
  sampleOwnAccounts,
  stubApi,
  unlikePlans,
} from '@web/testing';
import { CheckoutPage } from './checkout-page';

afterEach(() => vi.unstubAllGlobals());

const freeUser = { ...sampleUser, subscriptionPlan: 'free', subscriptionStatus: 'free' } as const;
const stripe = () => json(200, sampleBillingConfig({ provider: 'stripe', publishableKey: 'pk_test_123' }));
const base = {
  'GET /api/account/accounts': () => json(200, sampleOwnAccounts),
  'GET /api/plans': () => json(200, unlikePlans),
  'GET /api/subscription-status': () => json(200, freeSubscription),
  'GET /api/reactivation-opportunities?targetPlan=pro': () =>
    json(200, { hasOpportunities: false, inactiveCompetitors: [], availableSlots: 0 }),
};

describe('CheckoutPage', () => {
  it('renders the card form of /simple-payment with the simulated provider', async () => {
    stubApi({ ...base, 'GET /api/billing/config': () => json(200, sampleBillingConfig()) });
    renderWithProviders(<CheckoutPage user={freeUser} />, { url: '/checkout?plan=pro' });
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.getByTestId('plan-headline')).toHaveTextContent('$59/month');
    // The order summary too, at the plan's price from its row.
    expect(screen.getByTestId('order-summary')).toHaveTextContent('Pro (Monthly)');
    expect(screen.getByTestId('order-amount')).toHaveTextContent('$59.00');
    expect(screen.queryByText(/\$29/)).toBeNull();
  });

  it('with the simulated provider, an upgrade between paid plans quotes the monthly price and the proration', async () => {
    stubApi({
      ...base,
      'GET /api/billing/config': () => json(200, sampleBillingConfig()),
      'GET /api/subscription-status': () => json(200, sampleSubscription({ plan: 'starter' })),
    });
    renderWithProviders(<CheckoutPage user={{ ...sampleUser, subscriptionPlan: 'starter' }} />, {
      url: '/checkout?plan=pro',
    });
    expect(await screen.findByTestId('order-amount')).toHaveTextContent('$59.00/month');
    expect(screen.getByTestId('order-summary')).toHaveTextContent('prorated difference');
  });

  it('with Stripe, shows the order summary at the amount the server set', async () => {
    stubApi({
      ...base,
      'GET /api/billing/config': stripe,
      'POST /api/create-payment-intent': () =>
        json(200, {
          clientSecret: 'pi_1_secret_2',
          publishableKey: 'pk_test_123',
          amount: 5900,
          currency: 'usd',
          plan: 'pro',
        }),
    });
    renderWithProviders(<CheckoutPage user={freeUser} />, { url: '/checkout?plan=pro' });
    expect(await screen.findByTestId('order-summary', {}, { timeout: 5000 })).toHaveTextContent(
      'Pro (Monthly)',
    );
    expect(screen.getByTestId('order-amount')).toHaveTextContent('$59.00');
    expect(screen.queryByText(/\$29/)).toBeNull();
  });

  it('with Stripe, a failed setup is the "Payment Error" page with the message and a retry', async () => {
    let fail = true;
    const api = stubApi({
      ...base,
      'GET /api/billing/config': stripe,
      'POST /api/create-payment-intent': () =>
        fail
          ? json(502, { message: 'The payment provider did not answer.' })
          : json(200, {
              clientSecret: 'pi_1_secret_2',
              publishableKey: 'pk_test_123',
              amount: 5900,
              currency: 'usd',
              plan: 'pro',
            }),
    });
    renderWithProviders(<CheckoutPage user={freeUser} />, { url: '/checkout?plan=pro' });
    expect(await screen.findByText('Payment Error', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(
      screen.getByText('There was an issue setting up the payment. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('The payment provider did not answer.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('order-summary')).toBeInTheDocument();
    expect(api.count('POST /api/create-payment-intent')).toBe(2);
    expect(api.calls.find((c) => c.key === 'POST /api/create-payment-intent')!.body).toEqual({ plan: 'pro' });
  });
});
