import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

afterEach(() => vi.unstubAllGlobals());

describe('LandingPage', () => {
  it('links the calls to action to sign-up and the demo, and the footer to the public pages', () => {
    vi.stubGlobal('fetch', vi.fn());
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
    expect(screen.getAllByText(/plans from \$19/i).length).toBeGreaterThan(0);
    expect(screen.queryByText(/99\.9/)).toBeNull();
    expect(screen.queryByText(/15 minutes/i)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
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
