import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubApi, unlikePlans } from '@web/testing';
import { SupportPage } from './support-page';

/** GET /api/plans and GET /api/config/public answer, or both fail. */
function stubPublicCalls(ok: boolean) {
  const failure = () => json(500, { message: 'Database unavailable' });
  stubApi({
    'GET /api/plans': () => (ok ? json(200, unlikePlans) : failure()),
    'GET /api/config/public': () => (ok ? json(200, { supportEmail: 'care@watch.example' }) : failure()),
  });
}

const renderPage = () => renderWithProviders(<SupportPage />);

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
    ).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).toContain('2 competitors on Free, 4 on Starter and 12 on Pro');
    expect(text).toContain('daily on Free, every 6 hours on Starter and every 2 hours on Pro');
    expect(text).toContain('Free sends a weekly digest, Starter a daily digest, Pro instant alerts');
    expect(text).not.toMatch(/1 competitor\b|twice daily|support@rivalwatch/);
  });

  it('words everything without figures or address when the calls fail', async () => {
    stubPublicCalls(false);
    renderPage();

    expect(
      await screen.findByRole('link', { name: 'Write to us through the contact form' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Sign up with your email. The Free plan needs no credit card.'),
    ).toBeInTheDocument();
    const text = document.body.textContent ?? '';
    expect(text).toContain('Each plan has a limit on how many competitors it tracks.');
    expect(text).toContain('Changes show up after the next refresh, whose timing depends on your plan.');
    expect(text).not.toMatch(/\$\d|\d+ competitors?\b|@/);
  });
});
