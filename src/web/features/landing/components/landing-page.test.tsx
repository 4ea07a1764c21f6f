import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPlan } from '@shared/contracts/plans';
import { Toaster } from '@web/components/ui/toaster';
import { LandingPage } from './landing-page';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderAt(url: string) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route index element={<LandingPage />} />
          <Route path="/auth" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Plan figures unlike the seeded ones, so a figure on screen can only have come from this answer. */
const plans = [
  plan({ key: 'free', name: 'Free', price: 0, maxCompetitors: 2, scrapingIntervalMinutes: 1440 }),
  plan({ key: 'starter', name: 'Starter', price: 2500, maxCompetitors: 4, scrapingIntervalMinutes: 360 }),
  plan({ key: 'pro', name: 'Pro', price: 5900, maxCompetitors: 12, scrapingIntervalMinutes: 120 }),
];

function plan(
  p: Pick<TPlan, 'key' | 'name' | 'price' | 'maxCompetitors' | 'scrapingIntervalMinutes'>,
): TPlan {
  return { ...p, features: [], description: '' };
}

/** The browser boundary: the public plans and config calls answer from the given replies. */
function stubPublicCalls(plansReply: () => Response | Promise<Response>) {
  const stub = vi.fn(async (input: string) => {
    if (input === '/api/plans') return plansReply();
    if (input === '/api/config/public') return json({ supportEmail: 'care@watch.example' });
    return json({ message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', stub);
  return stub;
}

const pageText = () => document.body.textContent ?? '';

afterEach(() => vi.unstubAllGlobals());

describe('LandingPage', () => {
  it('links the calls to action to sign-up and the demo, and the footer to the public pages', () => {
    stubPublicCalls(() => json(plans));
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
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
    const fetchStub = stubPublicCalls(() => json(plans));
    renderAt('/');

    expect(await screen.findByText('Plans from $25/month')).toBeTruthy();
    expect(fetchStub).toHaveBeenCalledWith('/api/plans', expect.anything());
    expect(screen.getByText('Free plan: 2 competitors')).toBeTruthy();
    expect(
      screen.getByText('Stores refresh daily on Free, every 6 hours on Starter and every 2 hours on Pro.'),
    ).toBeTruthy();
    expect(
      screen.getAllByText('Free plan for 2 competitors; paid plans from $25/month.').length,
    ).toBeGreaterThan(0);
    expect(
      screen.getByText(
        'Start on the Free plan with 2 competitors and no credit card. Upgrade when you need more, with plans from $25/month.',
      ),
    ).toBeTruthy();
    // The seeded figures appear nowhere: nothing is written into the bundle.
    expect(pageText()).not.toMatch(/\$19|\$49|1 competitor\b|twice daily/);
  });

  it('shows the copy without figures while the plans load', () => {
    stubPublicCalls(() => new Promise<Response>(() => {}));
    renderAt('/');

    expect(screen.getByText('Free plan')).toBeTruthy();
    expect(screen.getByText('Upgrade when you need more')).toBeTruthy();
    expect(screen.getByText('How often stores refresh depends on the plan.')).toBeTruthy();
    expect(pageText()).not.toMatch(/\$\d|\d+ competitors?\b/);
  });

  it('falls back to wording without figures when the plans call fails', async () => {
    const fetchStub = stubPublicCalls(() => json({ message: 'Database unavailable' }, 500));
    renderAt('/');

    await waitFor(() => expect(fetchStub).toHaveBeenCalledWith('/api/plans', expect.anything()));
    await waitFor(() =>
      expect(screen.getAllByText('A free plan; paid plans for more competitors.').length).toBeGreaterThan(0),
    );
    expect(
      screen.getByText('Start on the Free plan with no credit card. Upgrade when you need more.'),
    ).toBeTruthy();
    expect(screen.getByText('How often stores refresh depends on the plan.')).toBeTruthy();
    expect(pageText()).not.toMatch(/\$\d|\d+ competitors?\b/);
  });

  it('with ?email= signs out first, then opens /auth with the email', async () => {
    const fetchStub = vi.fn(async () => json({ message: 'Signed out' }));
    vi.stubGlobal('fetch', fetchStub);
    renderAt('/?email=new%2Bowner%40shop.com');

    expect(screen.getByText('Taking you to sign up...')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/auth?email=new%2Bowner%40shop.com'),
    );
    expect(fetchStub).toHaveBeenCalledTimes(1);
    expect(fetchStub).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
  });

  it('still goes to /auth when the logout call fails', async () => {
    const fetchStub = vi.fn(async () => json({ message: 'Server unavailable' }, 503));
    vi.stubGlobal('fetch', fetchStub);
    renderAt('/?email=owner%40shop.com');

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/auth?email=owner%40shop.com'),
    );
    expect(fetchStub).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST' }));
  });
});
