import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, sampleBillingConfig, stubApi } from '@web/testing';
import { TestPaymentPage, testCard } from './test-payment-page';

afterEach(() => vi.unstubAllGlobals());

const stripe = () => json(200, sampleBillingConfig({ provider: 'stripe', publishableKey: 'pk_test_123' }));

describe('TestPaymentPage', () => {
  it('simulates a Starter upgrade with the test card and shows SUCCESS or ERROR', async () => {
    let decline = false;
    const api = stubApi({
      'GET /api/billing/config': () => json(200, sampleBillingConfig()),
      'POST /api/simulate-payment': () =>
        decline
          ? json(409, { message: 'You are already on the Starter plan.' })
          : json(200, {
              success: true,
              message: 'Upgraded to Starter.',
              plan: 'starter',
              reactivatedCount: 0,
              payment: {},
            }),
    });
    renderWithProviders(<TestPaymentPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Simulate Starter Upgrade' }));
    expect(await screen.findByTestId('test-payment-result')).toHaveTextContent(
      'SUCCESS: Upgraded to Starter.',
    );
    expect(api.calls.find((c) => c.key === 'POST /api/simulate-payment')!.body).toEqual({
      plan: 'starter',
      ...testCard(),
    });
    decline = true;
    await userEvent.click(screen.getByRole('button', { name: 'Simulate Starter Upgrade' }));
    await waitFor(() =>
      expect(screen.getByTestId('test-payment-result')).toHaveTextContent(
        'ERROR: You are already on the Starter plan.',
      ),
    );
  });

  it('says it is for the simulated provider when Stripe is in force', async () => {
    stubApi({ 'GET /api/billing/config': stripe });
    renderWithProviders(<TestPaymentPage />);
    expect(await screen.findByText(/This page is for the simulated payment provider/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Simulate Starter Upgrade' })).toBeNull();
  });

  it('keeps the test card in the future', () => {
    expect(testCard(new Date('2026-11-25')).expiry).toBe('12/28');
  });
});
