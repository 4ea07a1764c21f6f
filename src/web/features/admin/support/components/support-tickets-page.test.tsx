import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TSupportTicket, TSupportTicketDetail } from '@shared/contracts/admin-support';
import { json, page, renderWithProviders, stubApi } from '@web/testing';
import { SupportTicketsPage } from './support-tickets-page';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const ticket = (id: string, over: Partial<TSupportTicket> = {}): TSupportTicket => ({
  id,
  userId: null,
  name: 'Carol Buyer',
  email: 'carol@shop.test',
  subject: `Subject ${id}`,
  category: 'technical',
  priority: 'high',
  message: 'My alerts stopped.',
  status: 'open',
  createdAt: new Date(Date.now() - 3600_000).toISOString(),
  updatedAt: new Date().toISOString(),
  awaitingReplySince: new Date().toISOString(),
  overdue: false,
  replyCount: 0,
  ...over,
});
const detail = (t: TSupportTicket, over: Partial<TSupportTicketDetail> = {}): TSupportTicketDetail => ({
  ...t,
  replies: [],
  ...over,
});

describe('SupportTicketsPage', () => {
  it('refetches the list every 10 seconds and marks overdue tickets', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let list = [ticket('a', { overdue: true })];
    const api = stubApi({
      'GET /api/admin/support/tickets?view=active': () => page(list, { total: list.length }),
    });
    renderWithProviders(<SupportTicketsPage />, { url: '/admin/support' });
    expect(screen.getByRole('status', { name: 'Loading tickets' })).toBeInTheDocument();
    expect((await screen.findAllByRole('button', { name: 'Open Subject a' })).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Overdue').length).toBeGreaterThan(0);
    expect(api.count('GET /api/admin/support/tickets?view=active')).toBe(1);

    list = [ticket('b'), ...list];
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(api.count('GET /api/admin/support/tickets?view=active')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    await waitFor(() => expect(api.count('GET /api/admin/support/tickets?view=active')).toBe(2));
    expect((await screen.findAllByRole('button', { name: 'Open Subject b' })).length).toBeGreaterThan(0);
  });

  it('shows the empty and error states', async () => {
    stubApi({
      'GET /api/admin/support/tickets?view=active': () =>
        json(500, { message: 'Something went wrong on our side.' }),
    });
    renderWithProviders(<SupportTicketsPage />, { url: '/admin/support' });
    expect(await screen.findByText('Could not load tickets')).toBeInTheDocument();
    vi.unstubAllGlobals();
    stubApi({ 'GET /api/admin/support/tickets?view=active': () => page([], { total: 0 }) });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No active tickets')).toBeInTheDocument();
  });

  it('opens a ticket, replies by email, and closing it switches to the Closed tab', async () => {
    const t = ticket('a');
    let current = detail(t);
    const api = stubApi({
      'GET /api/admin/support/tickets?view=active': () => page([t], { total: 1 }),
      'GET /api/admin/support/tickets?view=closed': () => page([{ ...t, status: 'closed' }], { total: 1 }),
      'GET /api/admin/support/tickets/a': () => json(200, current),
      'POST /api/admin/support/tickets/a/replies': (body) => {
        current = detail(
          { ...t, status: 'in-progress' },
          {
            replies: [
              {
                id: 1,
                author: 'admin',
                authorName: 'root',
                message: (body as { message: string }).message,
                emailSent: true,
                createdAt: new Date().toISOString(),
              },
            ],
          },
        );
        return json(201, current);
      },
      'PATCH /api/admin/support/tickets/a': () => {
        current = { ...current, status: 'closed' };
        return json(200, current);
      },
    });
    renderWithProviders(<SupportTicketsPage />, { url: '/admin/support' });
    await userEvent.click((await screen.findAllByRole('button', { name: 'Open Subject a' }))[0]!);
    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByText('My alerts stopped.')).toBeInTheDocument();
    const statuses = within(within(panel).getByRole('group', { name: 'Set status' })).getAllByRole('button');
    expect(statuses.map((b) => b.textContent)).toEqual(['In progress', 'Resolved', 'Closed']);

    await userEvent.type(within(panel).getByLabelText('Reply by email to carol@shop.test'), 'Fixed, sorry!');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send Reply' }));
    expect(await within(panel).findByText('Fixed, sorry!')).toBeInTheDocument();
    expect(api.calls.find((c) => c.key.startsWith('POST'))!.body).toEqual({ message: 'Fixed, sorry!' });
    expect(await screen.findByText('Reply Sent')).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Closed' }));
    expect(await screen.findByText('Status Updated')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Closed', hidden: true })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
  });
});
