import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPlan } from '@shared/contracts/plans';
import { SupportPage } from './support-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const plan = (p: Pick<TPlan, 'key' | 'name' | 'price' | 'maxCompetitors' | 'scrapingIntervalMinutes'>) => ({
  ...p,
  features: [],
  description: '',
});

/** Figures unlike the seeded ones, so whatever the page quotes can only have come from these answers. */
const plans: TPlan[] = [
  plan({ key: 'free', name: 'Free', price: 0, maxCompetitors: 2, scrapingIntervalMinutes: 1440 }),
  plan({ key: 'starter', name: 'Starter', price: 2500, maxCompetitors: 4, scrapingIntervalMinutes: 360 }),
  plan({ key: 'pro', name: 'Pro', price: 5900, maxCompetitors: 12, scrapingIntervalMinutes: 120 }),
];

/** The browser boundary: GET /api/plans and GET /api/config/public answer as given. */
function stubPublicCalls(ok: boolean) {
  const failure = () => json({ message: 'Database unavailable' }, 500);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      if (input === '/api/plans') return ok ? json(plans) : failure();
      if (input === '/api/config/public')
        return ok ? json({ supportEmail: 'care@watch.example' }) : failure();
      return json({ message: 'Not found' }, 404);
    }),
  );
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SupportPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('SupportPage', () => {
  it('states limits, refresh and the support address from the public calls', async () => {
    stubPublicCalls(true);
    renderPage();

    const mail = await screen.findByRole('link', { name: 'care@watch.example' });
    expect(mail.getAttribute('href')).toBe('mailto:care@watch.example');
    expect(
      await screen.findByText(
        'Sign up with your email. The Free plan tracks 2 competitors and needs no credit card.',
      ),
    ).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text).toContain('2 competitors on Free, 4 on Starter and 12 on Pro');
    expect(text).toContain('daily on Free, every 6 hours on Starter and every 2 hours on Pro');
    expect(text).toContain('Free sends a weekly digest, Starter a daily digest, Pro instant alerts');
    expect(text).not.toMatch(/1 competitor\b|twice daily|support@rivalwatch/);
  });

  it('words everything without figures or address when the calls fail', async () => {
    stubPublicCalls(false);
    renderPage();

    expect(await screen.findByRole('link', { name: 'Write to us through the contact form' })).toBeTruthy();
    expect(
      await screen.findByText('Sign up with your email. The Free plan needs no credit card.'),
    ).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text).toContain('Each plan has a limit on how many competitors it tracks.');
    expect(text).toContain('Changes show up after the next refresh, whose timing depends on your plan.');
    expect(text).not.toMatch(/\$\d|\d+ competitors?\b|@/);
  });
});
