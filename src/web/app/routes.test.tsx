import { QueryClientProvider } from '@tanstack/react-query';
import { configure, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { AppRoutes } from './routes';

const alice = {
  id: 'u1',
  username: 'alice',
  email: 'alice@example.com',
  firstName: 'Alice',
  lastName: null,
  profileImageUrl: null,
  subscriptionStatus: 'free',
  subscriptionPlan: 'free',
  isAdmin: false,
  timezone: 'UTC',
  emailNotifications: true,
  slackNotifications: false,
  alertFrequency: 'daily',
  csvFormat: 'standard',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The browser boundary: GET /api/user answers the given user, or 401. */
function serveUser(user: object | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/user' && user
        ? new Response(JSON.stringify(user), { status: 200, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ message: 'Please sign in to continue.' }), { status: 401 }),
    ),
  );
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

// Route pages load lazily: on a busy machine the first import of a page can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

describe('route tables', () => {
  it('shows Loading... while the user loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderAt('/');
    expect(screen.getByText('Loading...')).toBeTruthy();
  });

  it('sends a signed-out visitor of a signed-in screen to /auth', async () => {
    serveUser(null);
    renderAt('/competitors');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/auth');
  });

  it('shows the 404 page for an unknown path', async () => {
    serveUser(alice);
    renderAt('/no-such-page');
    expect(await screen.findByText('404 Page Not Found')).toBeTruthy();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeTruthy();
  });

  it('sends a signed-in user away from /auth and greets by first name', async () => {
    serveUser(alice);
    renderAt('/auth');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Alice!' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('hides Export Data and Admin Panel from a free non-admin, shows them to a pro admin', async () => {
    serveUser(alice);
    const first = renderAt('/');
    await screen.findByRole('heading', { name: /Welcome back/ });
    expect(screen.queryByRole('link', { name: 'Export Data' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Admin Panel' })).toBeNull();
    first.unmount();
    serveUser({ ...alice, subscriptionPlan: 'pro', isAdmin: true });
    renderAt('/');
    await screen.findByRole('heading', { name: /Welcome back/ });
    expect(screen.getAllByRole('link', { name: 'Export Data' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Admin Panel' })).toBeTruthy();
  });

  it('tells a non-admin that admin access is required', async () => {
    serveUser(alice);
    renderAt('/admin/users');
    expect(await screen.findByText('Admin access required')).toBeTruthy();
  });

  it('keeps /n8n and /admin/outbox for admins, and sends signed-out visitors of /n8n to /auth', async () => {
    serveUser(alice);
    const n8n = renderAt('/n8n');
    expect(await screen.findByText('Admin access required')).toBeTruthy();
    expect(screen.queryByText('N8N Integration')).toBeNull();
    n8n.unmount();
    const outbox = renderAt('/admin/outbox');
    expect(await screen.findByText('Admin access required')).toBeTruthy();
    outbox.unmount();
    serveUser(null);
    renderAt('/n8n');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/auth');
  });

  it('opens the outbox from the admin dashboard, and /n8n, for an admin', async () => {
    serveUser({ ...alice, isAdmin: true });
    const dashboard = renderAt('/admin');
    const link = await screen.findByRole('link', { name: 'Email outbox' });
    expect(link.getAttribute('href')).toBe('/admin/outbox');
    expect(screen.getByRole('link', { name: 'N8N integration' }).getAttribute('href')).toBe('/n8n');
    dashboard.unmount();
    const outbox = renderAt('/admin/outbox');
    expect(await screen.findByRole('heading', { name: 'Email Outbox' })).toBeTruthy();
    outbox.unmount();
    renderAt('/n8n');
    expect(await screen.findByRole('heading', { name: 'N8N Integration' })).toBeTruthy();
    expect(screen.getByText(/Welcome, alice\./)).toBeTruthy();
  });

  it('routes /settings/email to the email preferences', async () => {
    serveUser(alice);
    renderAt('/settings/email');
    expect(await screen.findByRole('heading', { name: 'Email Preferences' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send Summary' })).toBeTruthy();
  });
});
