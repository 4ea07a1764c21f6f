import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TOutboxEmail, TOutboxItem, TOutboxPage } from '@shared/contracts/email';
import { json, renderWithProviders, stubApi } from '@web/testing';
import { OutboxPage } from './outbox-page';

afterEach(() => vi.unstubAllGlobals());

const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();

const item = (id: string, over: Partial<TOutboxItem> = {}): TOutboxItem => ({
  id,
  kind: 'lifecycle',
  toAddress: `${id}@shop.test`,
  subject: `Subject ${id}`,
  createdAt: hoursAgo(3),
  ...over,
});

const page = (over: Partial<TOutboxPage> = {}): TOutboxPage => ({
  transport: 'outbox',
  items: [],
  nextCursor: null,
  ...over,
});

describe('OutboxPage', () => {
  it('lists kept emails newest first with kind and relative time, and says why they are kept', async () => {
    stubApi({
      'GET /api/admin/outbox': () =>
        json(
          200,
          page({
            items: [
              item('a', { subject: 'Your weekly summary', kind: 'digest', createdAt: hoursAgo(0.2) }),
              item('b', { subject: 'Reset your password', kind: 'transactional', createdAt: hoursAgo(30) }),
            ],
          }),
        ),
    });
    renderWithProviders(<OutboxPage />, { url: '/admin/outbox' });
    expect(screen.getByRole('status', { name: 'Loading the outbox' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Outbox emails' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Open Your weekly summary',
      'Open Reset your password',
    ]);
    const items = within(list).getAllByRole('listitem');
    expect(within(items[0]!).getByText('a@shop.test')).toBeInTheDocument();
    expect(within(items[0]!).getByText('digest')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Just now')).toBeInTheDocument();
    expect(within(items[1]!).getByText('1d ago')).toBeInTheDocument();
    expect(
      screen.getByText('No SMTP_URL is set: emails are kept here instead of being sent.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(screen.getByRole('link', { name: /Back to admin/ }).getAttribute('href')).toBe('/admin');
  });

  it('says SMTP is configured, and shows the empty state', async () => {
    stubApi({ 'GET /api/admin/outbox': () => json(200, page({ transport: 'smtp' })) });
    renderWithProviders(<OutboxPage />, { url: '/admin/outbox' });
    expect(await screen.findByText('No emails in the outbox')).toBeInTheDocument();
    expect(
      screen.getByText('SMTP is configured: new emails are sent; this list shows emails kept earlier.'),
    ).toBeInTheDocument();
  });

  it('loads the next page with the cursor', async () => {
    const api = stubApi({
      'GET /api/admin/outbox': () => json(200, page({ items: [item('a')], nextCursor: 'c/2+x' })),
      'GET /api/admin/outbox?cursor=c%2F2%2Bx': () => json(200, page({ items: [item('b')] })),
    });
    renderWithProviders(<OutboxPage />, { url: '/admin/outbox' });
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Open Subject b' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open Subject a' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(api.count('GET /api/admin/outbox?cursor=c%2F2%2Bx')).toBe(1);
  });

  it('shows the error with a retry when the list fails', async () => {
    let fail = true;
    stubApi({
      'GET /api/admin/outbox': () =>
        fail ? json(403, { message: 'Admin access required' }) : json(200, page()),
    });
    renderWithProviders(<OutboxPage />, { url: '/admin/outbox' });
    expect(await screen.findByText('Could not load the outbox')).toBeInTheDocument();
    expect(screen.getByText('Admin access required')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No emails in the outbox')).toBeInTheDocument();
  });

  it('opens an email with its headers, text part and HTML in a sandboxed frame', async () => {
    const full: TOutboxEmail = {
      ...item('a', { subject: 'Price drop at Acme', kind: 'alert' }),
      fromAddress: 'Rivalwatch <alerts@rivalwatch.test>',
      text: 'Trail Shoe dropped from $120.00 to $99.00',
      html: '<p>Trail Shoe dropped</p><a href="https://app.test/reset?token=abc">Reset password</a><a href="mailto:x@y.z">mail</a><script>parent.hacked = true</script>',
      headers: { 'Message-ID': '<abc@rivalwatch.test>', 'List-Unsubscribe': '<https://x.test/u/1>' },
    };
    let answer: (r: Response) => void = () => {};
    const api = stubApi({
      'GET /api/admin/outbox': () =>
        json(200, page({ items: [item('a', { subject: 'Price drop at Acme' })] })),
      'GET /api/admin/outbox/a': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<OutboxPage />, { url: '/admin/outbox' });
    expect(api.count('GET /api/admin/outbox/a')).toBe(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Open Price drop at Acme' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByText('Loading email...')).toBeInTheDocument();
    answer(json(200, full));
    expect(await within(dialog).findByText('Rivalwatch <alerts@rivalwatch.test>')).toBeInTheDocument();
    expect(within(dialog).getByText('a@shop.test')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Price drop at Acme').length).toBeGreaterThan(0);
    expect(within(dialog).getByText('Trail Shoe dropped from $120.00 to $99.00')).toBeInTheDocument();
    expect(within(dialog).getByText('<abc@rivalwatch.test>')).toBeInTheDocument();
    expect(within(dialog).getByText('List-Unsubscribe:')).toBeInTheDocument();
    const links = within(dialog).getByRole('region', { name: 'Links' });
    expect(within(links).getByRole('link', { name: 'Reset password' })).toHaveAttribute(
      'href',
      'https://app.test/reset?token=abc',
    );
    expect(within(links).getAllByRole('link')).toHaveLength(1);
    const frame = within(dialog).getByTitle('HTML part');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(full.html);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('searches by recipient', async () => {
    const api = stubApi({
      'GET /api/admin/outbox': () => json(200, page({ items: [item('a'), item('b')] })),
      'GET /api/admin/outbox?to=b%40shop': () => json(200, page({ items: [item('b')] })),
      'GET /api/admin/outbox?to=nobody': () => json(200, page()),
    });
    renderWithProviders(<OutboxPage />, { url: '/admin/outbox' });
    expect(await screen.findByRole('button', { name: 'Open Subject a' })).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Search by recipient' });
    fireEvent.change(box, { target: { value: 'b@shop' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Open Subject a' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Open Subject b' })).toBeInTheDocument();
    expect(api.count('GET /api/admin/outbox?to=b%40shop')).toBeGreaterThan(0);
    fireEvent.change(box, { target: { value: 'nobody' } });
    expect(await screen.findByText('No emails to this recipient')).toBeInTheDocument();
  });

  it('shows an error inside the dialog when the email cannot be read', async () => {
    stubApi({
      'GET /api/admin/outbox': () => json(200, page({ items: [item('gone')] })),
      'GET /api/admin/outbox/gone': () => json(404, { message: 'Email not found' }),
    });
    renderWithProviders(<OutboxPage />, { url: '/admin/outbox' });
    await userEvent.click(await screen.findByRole('button', { name: 'Open Subject gone' }));
    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Could not load this email')).toBeInTheDocument();
    expect(within(dialog).getByText('Email not found')).toBeInTheDocument();
  });
});
