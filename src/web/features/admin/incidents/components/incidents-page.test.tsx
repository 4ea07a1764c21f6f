import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TMaintenance, TStatusIncident } from '@shared/contracts/status';
import { dismissAllToasts, json, page, renderWithProviders, stubApi } from '@web/testing';
import { IncidentsPage } from './incidents-page';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAllToasts();
});

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

const incident = (id: string, over: Partial<TStatusIncident> = {}): TStatusIncident => ({
  id,
  title: `Incident ${id}`,
  severity: 'minor',
  description: 'Looking into it',
  status: 'investigating',
  updated: at(5),
  startedAt: at(30),
  resolvedAt: null,
  automatic: false,
  services: ['scraping'],
  updates: [{ status: 'investigating', message: 'Looking into it', at: at(30) }],
  ...over,
});

const window = (over: Partial<TMaintenance> = {}): TMaintenance => ({
  id: '00000000-0000-4000-8000-0000000000aa',
  title: 'Database upgrade',
  message: 'The database is read-only for ten minutes.',
  services: ['database'],
  startsAt: new Date(Date.now() + 3600_000).toISOString(),
  endsAt: new Date(Date.now() + 7200_000).toISOString(),
  ...over,
});

const LIST = 'GET /api/admin/incidents';
const MAINT = 'GET /api/admin/incidents/maintenance';

describe('IncidentsPage', () => {
  it('shows loading, then active and resolved incidents with their timelines, and maintenance', async () => {
    stubApi({
      [LIST]: () =>
        page(
          [
            incident('a', {
              title: 'Slow price updates',
              severity: 'critical',
              services: ['scraping', 'email'],
            }),
            incident('b', {
              title: 'Database outage',
              status: 'resolved',
              automatic: true,
              resolvedAt: at(1),
              updates: [
                { status: 'resolved', message: 'Back to normal.', at: at(1) },
                { status: 'investigating', message: 'Probes failing.', at: at(20) },
              ],
            }),
          ],
          { total: 2 },
        ),
      [MAINT]: () => json(200, [window()]),
    });
    renderWithProviders(<IncidentsPage />, { url: '/admin/incidents' });
    expect(screen.getByRole('status', { name: 'Loading incidents' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading maintenance' })).toBeInTheDocument();

    const active = await screen.findByRole('list', { name: 'Active incidents' });
    expect(within(active).getByText('Slow price updates')).toBeInTheDocument();
    expect(within(active).getByText('critical').className).toContain('destructive');
    expect(within(active).getByText(/Competitor scraping, Email notifications/)).toBeInTheDocument();
    expect(within(active).getByRole('form', { name: 'Update Slow price updates' })).toBeInTheDocument();

    const resolved = screen.getByRole('list', { name: 'Resolved incidents' });
    expect(within(resolved).getByText('automatic')).toBeInTheDocument();
    const timeline = within(resolved).getByRole('list', { name: 'Updates' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('Back to normal.'), expect.stringContaining('Probes failing.')]);
    // A resolved incident is closed for good: no form.
    expect(within(resolved).queryByRole('form')).toBeNull();
    expect(screen.getByText('Showing 2 of 2 incidents')).toBeInTheDocument();

    const windows = await screen.findByRole('list', { name: 'Maintenance windows' });
    expect(within(windows).getByText('Database upgrade')).toBeInTheDocument();
    expect(within(windows).getByText('The database is read-only for ten minutes.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to admin/ })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'View status page' })).toHaveAttribute('href', '/status');
  });

  it('shows the empty states', async () => {
    stubApi({ [LIST]: () => page([]), [MAINT]: () => json(200, []) });
    renderWithProviders(<IncidentsPage />, { url: '/admin/incidents' });
    expect(await screen.findByText('No incidents yet')).toBeInTheDocument();
    expect(await screen.findByText('No maintenance scheduled')).toBeInTheDocument();
  });

  it('shows the errors with a retry', async () => {
    let fail = true;
    stubApi({
      [LIST]: () => (fail ? json(500, { message: 'Something went wrong' }) : page([])),
      [MAINT]: () => (fail ? json(403, { message: 'Admin access required' }) : json(200, [])),
    });
    renderWithProviders(<IncidentsPage />, { url: '/admin/incidents' });
    expect(await screen.findByText('Could not load incidents')).toBeInTheDocument();
    expect(await screen.findByText('Could not load maintenance')).toBeInTheDocument();
    expect(screen.getByText('Admin access required')).toBeInTheDocument();
    fail = false;
    for (const retry of screen.getAllByRole('button', { name: 'Try again' })) await userEvent.click(retry);
    expect(await screen.findByText('No incidents yet')).toBeInTheDocument();
    expect(await screen.findByText('No maintenance scheduled')).toBeInTheDocument();
  });

  it('opens an incident: says what is missing, then sends title, severity, services and message', async () => {
    let listed: TStatusIncident[] = [];
    const api = stubApi({
      [LIST]: () => page(listed),
      [MAINT]: () => json(200, []),
      'POST /api/admin/incidents': (body) => {
        listed = [incident('new', body as Partial<TStatusIncident>)];
        return json(201, listed[0]);
      },
    });
    renderWithProviders(<IncidentsPage />, { url: '/admin/incidents' });
    const form = await screen.findByRole('form', { name: 'Open an incident' });
    await userEvent.click(within(form).getByRole('button', { name: 'Open Incident' }));
    expect(within(form).getByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByText('Pick at least one service')).toBeInTheDocument();
    expect(within(form).getByText('A public message is required')).toBeInTheDocument();
    expect(api.count('POST /api/admin/incidents')).toBe(0);

    await userEvent.type(within(form).getByLabelText('Title'), 'Emails delayed');
    await userEvent.selectOptions(within(form).getByLabelText('Severity'), 'major');
    await userEvent.selectOptions(within(form).getByLabelText('Status'), 'identified');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Email notifications' }));
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Platform' }));
    await userEvent.type(within(form).getByLabelText('Public message'), 'Our mail provider is slow.');
    await userEvent.click(within(form).getByRole('button', { name: 'Open Incident' }));

    await waitFor(() => expect(api.count('POST /api/admin/incidents')).toBe(1));
    expect(api.calls.find((c) => c.key === 'POST /api/admin/incidents')!.body).toEqual({
      title: 'Emails delayed',
      severity: 'major',
      status: 'identified',
      services: ['api', 'email'],
      message: 'Our mail provider is slow.',
    });
    expect(await screen.findByText('Incident Opened')).toBeInTheDocument();
    const active = await screen.findByRole('list', { name: 'Active incidents' });
    expect(within(active).getByText('Emails delayed')).toBeInTheDocument();
    expect(within(form).getByLabelText('Title')).toHaveValue('');
  });

  it('posts an update with a later status only, resolves, and shows the server’s refusal', async () => {
    const api = stubApi({
      [LIST]: () => page([incident('a', { status: 'identified' })]),
      [MAINT]: () => json(200, []),
      'PATCH /api/admin/incidents/a': (body) =>
        (body as { status: string }).status === 'resolved'
          ? json(409, { message: 'This incident is resolved. Open a new incident instead.' })
          : json(200, incident('a', { status: 'monitoring' })),
    });
    renderWithProviders(<IncidentsPage />, { url: '/admin/incidents' });
    const form = await screen.findByRole('form', { name: 'Update Incident a' });
    const status = within(form).getByLabelText('Status');
    // Forward only: investigating is not offered once identified.
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Identified', 'Monitoring', 'Resolved']);
    await userEvent.click(within(form).getByRole('button', { name: 'Post Update' }));
    expect(within(form).getByText('A public message is required')).toBeInTheDocument();
    expect(api.count('PATCH /api/admin/incidents/a')).toBe(0);

    await userEvent.selectOptions(status, 'monitoring');
    fireEvent.change(within(form).getByLabelText('Public update'), { target: { value: 'A fix is out.' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Post Update' }));
    await waitFor(() => expect(api.count('PATCH /api/admin/incidents/a')).toBe(1));
    expect(api.calls.find((c) => c.key === 'PATCH /api/admin/incidents/a')!.body).toEqual({
      status: 'monitoring',
      message: 'A fix is out.',
    });
    expect(await screen.findByText('Update Posted')).toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Public update'), { target: { value: 'All good.' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(api.count('PATCH /api/admin/incidents/a')).toBe(2));
    expect(api.calls.filter((c) => c.key === 'PATCH /api/admin/incidents/a')[1]!.body).toEqual({
      status: 'resolved',
      message: 'All good.',
    });
    expect(
      await screen.findByText('This incident is resolved. Open a new incident instead.'),
    ).toBeInTheDocument();
  });

  it('schedules maintenance as UTC instants and cancels a window after confirming', async () => {
    let windows: TMaintenance[] = [];
    const api = stubApi({
      [LIST]: () => page([]),
      [MAINT]: () => json(200, windows),
      'POST /api/admin/incidents/maintenance': (body) => {
        windows = [window(body as Partial<TMaintenance>)];
        return json(201, windows[0]);
      },
      [`DELETE /api/admin/incidents/maintenance/${window().id}`]: () => {
        windows = [];
        return json(204, null);
      },
    });
    renderWithProviders(<IncidentsPage />, { url: '/admin/incidents' });
    const form = await screen.findByRole('form', { name: 'Schedule maintenance' });
    fireEvent.change(within(form).getByLabelText('Maintenance title'), { target: { value: 'Upgrade' } });
    fireEvent.change(within(form).getByLabelText('Starts'), { target: { value: '2030-01-02T10:00' } });
    fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: '2030-01-02T09:00' } });
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Database' }));
    fireEvent.change(within(form).getByLabelText('Maintenance notice'), { target: { value: 'Read-only.' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule Maintenance' }));
    expect(within(form).getByText('The window must end after it starts')).toBeInTheDocument();
    expect(api.count('POST /api/admin/incidents/maintenance')).toBe(0);

    fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: '2030-01-02T11:30' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Schedule Maintenance' }));
    await waitFor(() => expect(api.count('POST /api/admin/incidents/maintenance')).toBe(1));
    expect(api.calls.find((c) => c.key === 'POST /api/admin/incidents/maintenance')!.body).toEqual({
      title: 'Upgrade',
      message: 'Read-only.',
      services: ['database'],
      startsAt: new Date('2030-01-02T10:00').toISOString(),
      endsAt: new Date('2030-01-02T11:30').toISOString(),
    });
    const list = await screen.findByRole('list', { name: 'Maintenance windows' });
    await userEvent.click(within(list).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel Maintenance' }));
    expect(await screen.findByText('No maintenance scheduled')).toBeInTheDocument();
    expect(api.count(`DELETE /api/admin/incidents/maintenance/${window().id}`)).toBe(1);
  });
});
