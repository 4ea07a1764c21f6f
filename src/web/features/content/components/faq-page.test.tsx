import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FaqPage } from './faq-page';

const renderFaq = (signedIn?: boolean) =>
  render(
    <MemoryRouter>
      <FaqPage signedIn={signedIn} />
    </MemoryRouter>,
  );

describe('FaqPage', () => {
  it('offers "Get Started Free" to visitors only', () => {
    const { unmount } = renderFaq();
    expect(screen.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toMatch(/^\/auth/);
    unmount();
    renderFaq(true);
    expect(screen.queryByRole('link', { name: 'Get Started Free' })).toBeNull();
  });

  it('opens an answer from its question and states the per-plan refresh', async () => {
    const user = userEvent.setup();
    renderFaq();
    const question = screen.getByText('How often is competitor data refreshed?');
    const details = question.closest('details')!;
    expect(details.open).toBe(false);
    await user.click(question);
    expect(details.open).toBe(true);
    expect(details.textContent).toContain('daily on Free, twice daily on Starter and every 2 hours on Pro');
    expect(document.body.textContent).not.toMatch(/15 minutes|99\.9/);
  });
});
