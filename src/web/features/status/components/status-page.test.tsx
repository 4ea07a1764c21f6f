import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TStatusPayload, TStatusService, TUptime } from '@shared/contracts/status';
import { dismissAllToasts, json, renderWithProviders, stubApi } from '@web/testing';
import { fallbackStatus } from '../lib/format-status';
import { StatusPage } from './status-page';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAllToasts();
});

const uptime = (percent: number | null, basedOnMinutes = 1440, windowMinutes = 1440): TUptime => ({
  percent,
  basedOnMinutes,
  windowMinutes,
});

function payload(): TStatusPayload {
  const base = fallbackStatus();
  const days = Array.from({ length: 90 }, (_, i) => ({
    day: `2025-0${i < 45 ? 1 : 2}-${String((i % 28) + 1).padStart(2, '0')}`,
    worst: i === 88 ? ('outage' as const) : i < 80 ? null : ('operational' as const),
    percent: i === 88 ? 99.3 : i < 80 ? null : 100,
  }));
  const services: TStatusService[] = base.services.map((s) =>
    s.key === 'slack'
      ? { ...s, status: 'not_configured', description: 'Not configured' }
      : {
          ...s,
          status: s.key === 'scraping' ? 'outage' : 'operational',
          responseTime: 42,
          lastChecked: new Date().toISOString(),
          uptime: {
            last24h: uptime(99.93),
            last7d: uptime(99.5, 8880, 10080),
            last30d: uptime(99.5, 8880, 43200),
          },
          days,
          responseSeries: [{ at: new Date().toISOString(), ms: 42 }],
        },
  );
  return {
    ...base,
    overallStatus: 'outage',
    services,
    uptime: { last24h: uptime(99.93), last7d: uptime(99.5, 8880, 10080), last30d: uptime(99.5, 8880, 43200) },
    incidents: [
      {
        id: '00000000-0000-4000-8000-000000000001',
        title: 'Competitor scraping outage',
        severity: 'major',
        description: 'Looking into it.',
        status: 'investigating',
        updated: new Date().toISOString(),
        startedAt: new Date().toISOString(),
        resolvedAt: null,
        automatic: true,
        services: ['scraping'],
        updates: [{ status: 'investigating', message: 'Looking into it.', at: new Date().toISOString() }],
      },
    ],
  };
}

describe('StatusPage', () => {
  it('shows the measured state, uptime with its basis, the day bars as text, and open incidents', async () => {
    stubApi({ 'GET /api/status': () => json(200, payload()) });
    renderWithProviders(<StatusPage />, { url: '/status' });
    expect(await screen.findByText('Overall: Outage')).toBeInTheDocument();
    expect(screen.getAllByText('99.93 %').length).toBeGreaterThan(0);
    expect(screen.getAllByText('based on 6 d 4 h').length).toBeGreaterThan(0);
    const services = screen.getByRole('list', { name: 'Services' });
    const slack = within(services).getByText('Chat integration').closest('li')!;
    expect(within(slack).getByText('Not configured', { selector: 'span' })).toBeInTheDocument();
    const bars = screen.getByRole('list', { name: 'Competitor scraping: the last 90 days' });
    expect(within(bars).getAllByRole('listitem')).toHaveLength(90);
    expect(within(bars).getByText(/: Outage, 99\.30 % uptime$/)).toBeInTheDocument();
    expect(within(bars).getAllByText(/: No data$/)).toHaveLength(80);
    expect(screen.getAllByText('Competitor scraping outage')).toHaveLength(1);
    expect(screen.getByText('automatic')).toBeInTheDocument();
    expect(screen.getByText('No incidents in the last 90 days.')).toBeInTheDocument();
  });

  it('falls back to the six services, each Unknown, when the status call fails', async () => {
    stubApi({ 'GET /api/status': () => json(500, { message: 'Internal Server Error' }) });
    renderWithProviders(<StatusPage />, { url: '/status' });
    expect(await screen.findByText('Could not read the current status')).toBeInTheDocument();
    const services = screen.getByRole('list', { name: 'Services' });
    expect(within(services).getAllByText('Unknown')).toHaveLength(6);
    expect(screen.getAllByText('No data yet').length).toBeGreaterThan(0);
  });

  it('subscribes: the form gives way to the confirmation, with the success toast; a failure says so', async () => {
    const { calls } = stubApi({
      'GET /api/status': () => json(200, payload()),
      'POST /api/status/subscribe': () =>
        json(202, { message: 'Check your inbox: confirm the subscription with the link we sent.' }),
    });
    renderWithProviders(<StatusPage />, { url: '/status' });
    await userEvent.type(await screen.findByLabelText('Email'), 'fan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Successfully Subscribed')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Subscribe to status updates' })).toBeNull();
    expect(calls.find((c) => c.key === 'POST /api/status/subscribe')!.body).toEqual({
      email: 'fan@example.com',
      type: 'status_notifications',
    });
  });

  it('says "Subscription Failed" when the call fails', async () => {
    stubApi({
      'GET /api/status': () => json(200, payload()),
      'POST /api/status/subscribe': () => json(400, { message: 'Please enter a valid email address.' }),
    });
    renderWithProviders(<StatusPage />, { url: '/status' });
    await userEvent.type(await screen.findByLabelText('Email'), 'fan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Please try again or contact support if the issue persists.'),
    ).toBeInTheDocument();
  });
});
