import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TEmailHistoryItem } from '@shared/contracts/email';
import { dismissAllToasts, json, renderWithProviders, stubApi } from '@web/testing';
import { EmailPreferencesPage } from './email-preferences-page';

afterEach(() => {
  dismissAllToasts();
  vi.unstubAllGlobals();
});

const email = (over: Partial<TEmailHistoryItem> = {}): TEmailHistoryItem => ({
  id: 'e1',
  emailType: 'welcome',
  subject: 'Welcome to Rivalwatch',
  sentAt: '2026-03-02T14:05:00.000Z',
  createdAt: '2026-03-02T14:04:00.000Z',
  status: 'sent',
  opened: false,
  clicked: false,
  attemptCount: 1,
  failureReason: null,
  ...over,
});

describe('EmailPreferencesPage', () => {
  it('links back to Settings and shows the five manual sends and the automated-email reference', async () => {
    stubApi({ 'GET /api/email-tracking': () => json(200, []) });
    renderWithProviders(<EmailPreferencesPage />, { url: '/settings/email' });
    expect(screen.getByRole('link', { name: /Back to Settings/ }).getAttribute('href')).toBe('/settings');
    const cards: [string, string][] = [
      ['Activation Nudge', 'Send Nudge'],
      ['Education Day 5', 'Send Lesson'],
      ['Upgrade CTA Day 7', 'Send CTA'],
      ['Setup Alerts Guide', 'Send Guide'],
      ['Weekly Summary', 'Send Summary'],
    ];
    for (const [title, button] of cards) {
      const card = screen.getByRole('group', { name: title });
      expect(within(card).getByRole('button', { name: button })).toBeInTheDocument();
    }
    expect(
      await screen.findByText("No emails sent yet. Email notifications will appear here as they're sent."),
    ).toBeInTheDocument();
    for (const type of [
      'welcome',
      'activation_nudge',
      'education_day5',
      'upgrade_cta_day7',
      'first_competitor',
      'setup_alerts',
      'week_summary',
    ]) {
      expect(screen.getByText(type, { selector: 'code' })).toBeInTheDocument();
    }
    expect(screen.getByText('Sent immediately when you create your account.')).toBeInTheDocument();
    expect(screen.getByText(/every Tuesday and Friday/)).toBeInTheDocument();
    expect(screen.getByText(/^Once a week/)).toBeInTheDocument();
    // No invented discount: the upgrade email is described by what the plans really add.
    const upgrade = screen.getByText('upgrade_cta_day7', { selector: 'code' }).closest('div')!;
    expect(upgrade.textContent).toMatch(/an offer to upgrade/);
    expect(upgrade.textContent).not.toMatch(/discount|limited-time/i);
  });

  it('shows a loading state, then each email with its friendly name, badge, date, Opened and delivery status', async () => {
    let answer: (r: Response) => void = () => {};
    stubApi({ 'GET /api/email-tracking': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderWithProviders(<EmailPreferencesPage />, { url: '/settings/email' });
    expect(screen.getByRole('status', { name: 'Loading email history' })).toBeInTheDocument();
    answer(
      json(200, [
        email({ id: 'e1', emailType: 'week_summary', opened: true }),
        email({ id: 'e2', emailType: 'first_competitor' }),
        email({ id: 'e3', emailType: 'price_alert', status: 'queued', sentAt: null, attemptCount: 2 }),
        email({
          id: 'e4',
          emailType: 'upgrade_cta_day7',
          status: 'failed',
          sentAt: null,
          failureReason: 'SMTP connection refused',
        }),
        email({ id: 'e5', emailType: 'payment_reminder' }),
      ]),
    );
    const list = await screen.findByRole('list', { name: 'Email history' });
    const summary = within(list).getByRole('listitem', { name: 'Weekly Summary' });
    expect(within(summary).getByText('week_summary')).toBeInTheDocument();
    expect(within(summary).getByText('Opened')).toBeInTheDocument();
    expect(within(summary).getByText(/Mar 2, 2026/)).toBeInTheDocument();
    const first = within(list).getByRole('listitem', { name: 'First Competitor Added' });
    expect(within(first).queryByText('Opened')).toBeNull();
    const queued = within(list).getByRole('listitem', { name: 'Price Alert' });
    expect(within(queued).getByText('Queued')).toBeInTheDocument();
    const failed = within(list).getByRole('listitem', { name: 'Upgrade CTA Day 7' });
    expect(within(failed).getByText('Failed: SMTP connection refused')).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: 'Payment Reminder' })).toBeInTheDocument();
  });

  it('shows an error with a retry when the history fails to load', async () => {
    let fail = true;
    stubApi({
      'GET /api/email-tracking': () =>
        fail ? json(500, { message: 'Database unavailable' }) : json(200, []),
    });
    renderWithProviders(<EmailPreferencesPage />, { url: '/settings/email' });
    expect(await screen.findByText('Could not load your email history')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No emails sent yet/)).toBeInTheDocument();
  });

  it('sends an email: "Sending..." while pending, then "Email Sent" with the server message and a fresh history', async () => {
    let history: TEmailHistoryItem[] = [];
    let answer: (r: Response) => void = () => {};
    const api = stubApi({
      'GET /api/email-tracking': () => json(200, history),
      'POST /api/onboarding/weekly-summary': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<EmailPreferencesPage />, { url: '/settings/email' });
    await screen.findByText(/No emails sent yet/);
    const card = screen.getByRole('group', { name: 'Weekly Summary' });
    await userEvent.click(within(card).getByRole('button', { name: 'Send Summary' }));
    const pending = within(card).getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
    expect(pending.disabled).toBe(true);
    // Other cards stay usable while one sends.
    const other = screen.getByRole('group', { name: 'Activation Nudge' });
    expect((within(other).getByRole('button', { name: 'Send Nudge' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(api.calls.find((c) => c.key === 'POST /api/onboarding/weekly-summary')?.body).toBeUndefined();

    history = [email({ id: 'new', emailType: 'week_summary' })];
    answer(json(200, { success: true, message: 'Weekly summary email has been sent to your inbox' }));
    expect(await screen.findByText('Email Sent')).toBeInTheDocument();
    expect(screen.getByText('Weekly summary email has been sent to your inbox')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Weekly Summary' })).toBeInTheDocument();
    expect(api.count('GET /api/email-tracking')).toBe(2);
    expect(within(card).getByRole('button', { name: 'Send Summary' })).toBeInTheDocument();
  });

  it('posts each card to its own trigger', async () => {
    const ok = () => json(200, { success: true, message: 'Sent' });
    const api = stubApi({
      'GET /api/email-tracking': () => json(200, []),
      'POST /api/onboarding/trigger-activation-nudge': ok,
      'POST /api/onboarding/trigger-education-day5': ok,
      'POST /api/onboarding/trigger-upgrade-day7': ok,
      'POST /api/onboarding/trigger-alerts-email': ok,
    });
    renderWithProviders(<EmailPreferencesPage />, { url: '/settings/email' });
    for (const name of ['Send Nudge', 'Send Lesson', 'Send CTA', 'Send Guide']) {
      await userEvent.click(screen.getByRole('button', { name }));
      await waitFor(() => expect(screen.getByRole('button', { name })).toBeInTheDocument());
    }
    await waitFor(() =>
      expect(api.calls.filter((c) => c.key.startsWith('POST ')).map((c) => c.key)).toEqual([
        'POST /api/onboarding/trigger-activation-nudge',
        'POST /api/onboarding/trigger-education-day5',
        'POST /api/onboarding/trigger-upgrade-day7',
        'POST /api/onboarding/trigger-alerts-email',
      ]),
    );
  });

  it('shows "Failed to Send Email" with the server message, else the card\'s fallback', async () => {
    const api = stubApi({
      'GET /api/email-tracking': () => json(200, []),
      'POST /api/onboarding/trigger-upgrade-day7': () =>
        json(429, { message: 'You can send this email again in 5 minutes' }),
      'POST /api/onboarding/trigger-education-day5': () => json(200, { success: false, message: '' }),
    });
    renderWithProviders(<EmailPreferencesPage />, { url: '/settings/email' });
    await screen.findByText(/No emails sent yet/);

    await userEvent.click(screen.getByRole('button', { name: 'Send CTA' }));
    expect(await screen.findByText('Failed to Send Email')).toBeInTheDocument();
    expect(screen.getByText('You can send this email again in 5 minutes')).toBeInTheDocument();
    dismissAllToasts();

    await userEvent.click(screen.getByRole('button', { name: 'Send Lesson' }));
    expect(await screen.findByText('Could not send education email')).toBeInTheDocument();
    expect(screen.getByText('Failed to Send Email')).toBeInTheDocument();
    // A failed send leaves the history as it was.
    expect(api.count('GET /api/email-tracking')).toBe(1);
  });
});
