import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, stubApi, unlikePlans } from '@web/testing';
import { FaqPage } from './faq-page';

const supportEmail = 'care@watch.example';

/** GET /api/plans and GET /api/config/public answer as given. */
const stubPublicCalls = (replies: { plans: () => Response; config: () => Response }) =>
  stubApi({ 'GET /api/plans': replies.plans, 'GET /api/config/public': replies.config });

const answering = () =>
  stubPublicCalls({ plans: () => json(200, unlikePlans), config: () => json(200, { supportEmail }) });
const failing = () =>
  stubPublicCalls({
    plans: () => json(500, { message: 'Database unavailable' }),
    config: () => json(500, { message: 'Database unavailable' }),
  });

const renderFaq = (signedIn?: boolean) => renderWithProviders(<FaqPage signedIn={signedIn} />);

const answerOf = (question: string) => screen.getByText(question).closest('details')!;

afterEach(() => vi.unstubAllGlobals());

describe('FaqPage', () => {
  it('offers "Get Started Free" to visitors only', () => {
    answering();
    const { unmount } = renderFaq();
    expect(screen.getByRole('link', { name: 'Get Started Free' }).getAttribute('href')).toMatch(/^\/auth/);
    unmount();
    renderFaq(true);
    expect(screen.queryByRole('link', { name: 'Get Started Free' })).toBeNull();
  });

  it('opens an answer from its question and states the per-plan refresh from GET /api/plans', async () => {
    answering();
    const user = userEvent.setup();
    renderFaq();
    const question = screen.getByText('How often is competitor data refreshed?');
    const details = question.closest('details')!;
    expect(details.open).toBe(false);
    await user.click(question);
    expect(details.open).toBe(true);
    await waitFor(() =>
      expect(details.textContent).toContain(
        'daily on Free, every 6 hours on Starter and every 2 hours on Pro',
      ),
    );
    expect(document.body.textContent).not.toMatch(/15 minutes|99\.9/);
  });

  it('quotes prices, limits and the support address from the answers, never from the bundle', async () => {
    answering();
    renderFaq();

    expect(
      await screen.findByText('Start free with 2 competitors and no credit card. Paid plans from $25/month.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(answerOf('How much does Rivalwatch cost?').textContent).toContain(
        'Free is $0 for 2 competitors, with no credit card needed. Starter is $25 per month for 4 competitors and Pro is $59 per month for 12 competitors.',
      ),
    );
    // The alert cadence is a product rule (docs/product-rules.md R4), named with the plans' names.
    expect(answerOf('How do alerts reach me?').textContent).toContain(
      'a weekly digest on Free, a daily digest on Starter, instant alerts on Pro',
    );
    const mail = await screen.findByRole('link', { name: supportEmail, hidden: true });
    expect(mail.getAttribute('href')).toBe(`mailto:${supportEmail}`);
    expect(document.body.textContent).not.toMatch(/\$19|\$49|twice daily|support@rivalwatch/);
  });

  it('keeps every answer without figures or address while loading and when the calls fail', async () => {
    const api = failing();
    renderFaq();
    const noFigures = () => {
      expect(document.body.textContent).not.toMatch(/\$\d|\d+ competitors?\b|@/);
      expect(screen.getByText('Start free with no credit card.')).toBeInTheDocument();
      expect(answerOf('How do I delete my account?').textContent).toContain(
        'Use the contact form. Personal data of deleted accounts is removed within 30 days.',
      );
    };
    noFigures();
    await waitFor(() => expect(api.calls).toHaveLength(2));
    await waitFor(() =>
      expect(answerOf('How much does Rivalwatch cost?').textContent).toContain(
        'The Free plan needs no credit card, and paid monthly plans track more competitors.',
      ),
    );
    noFigures();
    expect(answerOf('How often is competitor data refreshed?').textContent).toContain(
      'It depends on your plan: each plan refreshes competitor stores on its own schedule.',
    );
  });
});
