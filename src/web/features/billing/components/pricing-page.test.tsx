import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  freeSubscription,
  json,
  renderWithProviders,
  sampleSubscription,
  sampleUser,
  stubApi,
  unlikePlans,
} from '@web/testing';
import { OWNERS_MANAGE_PLAN } from '@web/features/team';
import { PricingPage } from './pricing-page';

afterEach(() => vi.unstubAllGlobals());

const OWNER_OF_ONE = { id: 'acc-1', name: 'Northpeak', role: 'owner', current: true };
const card = (key: string) => screen.getByTestId(`plan-card-${key}`);
const action = (key: string) => screen.getByTestId(`plan-action-${key}`);

describe('PricingPage', () => {
  it('shows the plans from the plans call, Most Popular on Starter, and the FAQ with the real rules', async () => {
    stubApi({ 'GET /api/plans': () => json(200, unlikePlans) });
    renderWithProviders(<PricingPage user={null} />, { url: '/pricing' });
    expect(
      await within(await screen.findByTestId('plan-card-starter')).findByText('$25'),
    ).toBeInTheDocument();
    expect(within(card('pro')).getByText('$59')).toBeInTheDocument();
    expect(within(card('pro')).getByText('12 stores · refreshed every 2 hours')).toBeInTheDocument();
    expect(within(card('starter')).getByText('Most Popular')).toBeInTheDocument();
    expect(within(card('pro')).queryByText('Most Popular')).toBeNull();
    // Free lists its limitations, its limit from its row; the paid plans list none.
    const limits = within(card('free')).getByRole('list', { name: 'Free limitations' });
    expect(
      within(limits)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['2 competitors', 'Weekly alerts only', 'No integrations']);
    expect(within(card('starter')).queryByText('Limitations')).toBeNull();
    expect(within(card('pro')).queryByText('Limitations')).toBeNull();
    expect(screen.queryByText(/\$29/)).toBeNull();
    expect(screen.getByText(/charged the prorated difference/)).toBeInTheDocument();
    expect(screen.getByText(/competitors you already track keep being monitored/)).toBeInTheDocument();
    expect(screen.getByText(/^2 competitors, refreshed daily, with a weekly digest/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Contact Sales/ })).toHaveAttribute('href', '/contact');
  });

  it('sends a visitor through sign-up straight on to the payment page of the plan chosen', async () => {
    stubApi({ 'GET /api/plans': () => json(200, unlikePlans) });
    renderWithProviders(<PricingPage user={null} />, { url: '/pricing' });
    await screen.findByTestId('plan-card-pro');
    expect(action('pro')).toHaveAttribute(
      'href',
      `/auth?tab=signup&next=${encodeURIComponent('/simple-payment?plan=pro')}`,
    );
    expect(action('free')).toHaveAttribute('href', '/auth?tab=signup');
    await userEvent.click(action('starter'));
    expect(screen.getByTestId('where')).toHaveTextContent(
      `/auth?tab=signup&next=${encodeURIComponent('/simple-payment?plan=starter')}`,
    );
  });

  it("disables the signed-in user's current plan and Free's Get Started, and links the upgrade", async () => {
    stubApi({
      'GET /api/plans': () => json(200, unlikePlans),
      'GET /api/subscription-status': () => json(200, sampleSubscription({ plan: 'starter' })),
      'GET /api/account/accounts': () => json(200, [OWNER_OF_ONE]),
    });
    renderWithProviders(<PricingPage user={{ ...sampleUser, subscriptionPlan: 'free' }} />, {
      url: '/pricing',
    });
    await screen.findByTestId('plan-card-pro');
    // The subscription status (Starter) wins over the user row (free) once it arrives.
    expect(await within(card('starter')).findByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(within(card('free')).getByRole('button', { name: 'Get Started' })).toBeDisabled();
    expect(within(card('pro')).getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/simple-payment?plan=pro',
    );
  });

  it('offers a member who is not an owner no button to pay or change the plan, and never asks for the subscription', async () => {
    const calls: string[] = [];
    stubApi({
      'GET /api/plans': () => json(200, unlikePlans),
      'GET /api/account/accounts': () =>
        json(200, [{ id: 'acc-1', name: 'Northpeak', role: 'manager', current: true }]),
      'GET /api/subscription-status': () => {
        calls.push('subscription-status');
        return json(403, { message: 'Only an owner can see or change the plan.' });
      },
    });
    renderWithProviders(<PricingPage user={{ ...sampleUser, subscriptionPlan: 'starter' }} />, {
      url: '/pricing',
    });
    expect(
      await within(await screen.findByTestId('plan-card-pro')).findByText(OWNERS_MANAGE_PLAN),
    ).toBeVisible();
    expect(within(card('starter')).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Upgrade to|Downgrade in Settings/ })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('shows neither the buttons nor the non-owner sentence while the role loads, then the role decides (R24)', async () => {
    let answer: (res: Response) => void = () => {};
    stubApi({
      'GET /api/plans': () => json(200, unlikePlans),
      'GET /api/subscription-status': () => json(200, freeSubscription),
      'GET /api/account/accounts': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<PricingPage user={{ ...sampleUser, subscriptionPlan: 'free' }} />, {
      url: '/pricing',
    });
    await screen.findByTestId('plan-card-pro');
    expect(within(card('pro')).getByRole('status', { name: 'Loading your role' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Upgrade to/ })).toBeNull();
    expect(screen.queryByText(OWNERS_MANAGE_PLAN)).toBeNull();
    answer(json(200, [OWNER_OF_ONE]));
    expect(await within(card('pro')).findByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading your role' })).toBeNull();
  });

  it('shows Free as the current plan of a free user, and points a Pro user to Settings for Starter', async () => {
    stubApi({
      'GET /api/plans': () => json(200, unlikePlans),
      'GET /api/subscription-status': () => json(200, freeSubscription),
      'GET /api/account/accounts': () => json(200, [OWNER_OF_ONE]),
    });
    const free = renderWithProviders(<PricingPage user={{ ...sampleUser, subscriptionPlan: 'free' }} />);
    expect(
      await within(await screen.findByTestId('plan-card-free')).findByRole('button', {
        name: 'Current Plan',
      }),
    ).toBeDisabled();
    free.unmount();
    vi.unstubAllGlobals();
    stubApi({
      'GET /api/plans': () => json(200, unlikePlans),
      'GET /api/subscription-status': () => json(200, sampleSubscription({ plan: 'pro' })),
    });
    renderWithProviders(<PricingPage user={{ ...sampleUser, subscriptionPlan: 'pro' }} />);
    expect(
      await within(await screen.findByTestId('plan-card-starter')).findByRole('link', {
        name: 'Downgrade in Settings',
      }),
    ).toHaveAttribute('href', '/settings?tab=subscription');
  });

  it('says when the plans cannot be loaded, and retries', async () => {
    let fail = true;
    stubApi({
      'GET /api/plans': () =>
        fail
          ? json(500, { message: 'Something went wrong on our side. Please try again.' })
          : json(200, unlikePlans),
    });
    renderWithProviders(<PricingPage user={null} />);
    expect(await screen.findByText('Could not load the plans')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('plan-card-pro')).toBeInTheDocument();
  });
});
