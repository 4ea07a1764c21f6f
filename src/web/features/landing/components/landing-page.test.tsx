import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubApi, unlikePlans } from '@web/testing';
import { LandingPage } from './landing-page';

const renderAt = (url: string) => renderWithProviders(<LandingPage />, { url, path: '/' });

/** The public plans and config calls answer from the given replies. */
const stubPublicCalls = (plansReply: () => Response | Promise<Response>) =>
  stubApi({
    'GET /api/plans': plansReply,
    'GET /api/config/public': () => json(200, { supportEmail: 'care@watch.example' }),
  });

const pageText = () => document.body.textContent ?? '';

afterEach(() => vi.unstubAllGlobals());

describe('LandingPage', () => {
  it('links the calls to action to sign-up and the demo, and the footer to the public pages', () => {
    stubPublicCalls(() => json(200, unlikePlans));
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    const hrefs = (name: string) => screen.getAllByRole('link', { name }).map((a) => a.getAttribute('href'));
    expect(hrefs('Start Free Trial')).toEqual(['/auth?tab=signup', '/auth?tab=signup']);
    expect(hrefs('Try Demo')).toEqual(['/url-validation-demo', '/url-validation-demo']);
    expect(hrefs('Sign In')).toEqual(['/auth']);
    expect(hrefs('Get Started')).toEqual(['/auth?tab=signup']);
    for (const name of ['Privacy', 'Support', 'FAQ', 'Contact', 'Status']) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe(`/${name.toLowerCase()}`);
    }
    expect(screen.queryByText(/99\.9/)).toBeNull();
    expect(screen.queryByText(/15 minutes/i)).toBeNull();
  });

  it('quotes the free limit, the lowest paid price and the refresh per plan from GET /api/plans', async () => {
    const api = stubPublicCalls(() => json(200, unlikePlans));
    renderAt('/');

    expect(await screen.findByText('Plans from $25/month')).toBeInTheDocument();
    expect(api.count('GET /api/plans')).toBe(1);
    expect(screen.getByText('Free plan: 2 competitors')).toBeInTheDocument();
    expect(
      screen.getByText('Stores refresh daily on Free, every 6 hours on Starter and every 2 hours on Pro.'),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText('Free plan for 2 competitors; paid plans from $25/month.').length,
    ).toBeGreaterThan(0);
    expect(
      screen.getByText(
        'Start on the Free plan with 2 competitors and no credit card. Upgrade when you need more, with plans from $25/month.',
      ),
    ).toBeInTheDocument();
    // The seeded figures appear nowhere: nothing is written into the bundle.
    expect(pageText()).not.toMatch(/\$19|\$49|1 competitor\b|twice daily/);
  });

  it('shows the copy without figures while the plans load', () => {
    stubPublicCalls(() => new Promise<Response>(() => {}));
    renderAt('/');

    expect(screen.getByText('Free plan')).toBeInTheDocument();
    expect(screen.getByText('Upgrade when you need more')).toBeInTheDocument();
    expect(screen.getByText('How often stores refresh depends on the plan.')).toBeInTheDocument();
    expect(pageText()).not.toMatch(/\$\d|\d+ competitors?\b/);
  });

  it('falls back to wording without figures when the plans call fails', async () => {
    const api = stubPublicCalls(() => json(500, { message: 'Database unavailable' }));
    renderAt('/');

    await waitFor(() => expect(api.count('GET /api/plans')).toBe(1));
    await waitFor(() =>
      expect(screen.getAllByText('A free plan; paid plans for more competitors.').length).toBeGreaterThan(0),
    );
    expect(
      screen.getByText('Start on the Free plan with no credit card. Upgrade when you need more.'),
    ).toBeInTheDocument();
    expect(screen.getByText('How often stores refresh depends on the plan.')).toBeInTheDocument();
    expect(pageText()).not.toMatch(/\$\d|\d+ competitors?\b/);
  });

  it('with ?email= signs out first, then opens /auth with the email', async () => {
    const api = stubApi({ 'POST /api/logout': () => json(200, { message: 'Signed out' }) });
    renderAt('/?email=new%2Bowner%40shop.com');

    expect(screen.getByText('Taking you to sign up...')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/auth?email=new%2Bowner%40shop.com'),
    );
    expect(api.calls.map((c) => c.key)).toEqual(['POST /api/logout']);
  });

  it('still goes to /auth when the logout call fails', async () => {
    const api = stubApi({ 'POST /api/logout': () => json(503, { message: 'Server unavailable' }) });
    renderAt('/?email=owner%40shop.com');

    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/auth?email=owner%40shop.com'));
    expect(api.count('POST /api/logout')).toBe(1);
  });
});
