import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, sampleUser, stubApi } from '@web/testing';
import { createQueryClient } from './query-client';
import { AppRoutes } from './routes';

const alice = {
  ...sampleUser,
  username: 'alice',
  email: 'alice@example.com',
  firstName: 'Alice',
  subscriptionStatus: 'free',
  subscriptionPlan: 'free',
} as const;

/** GET /api/user answers the given user, or 401. */
const serveUser = (user: object | null) =>
  stubApi({
    'GET /api/user': () => (user ? json(200, user) : json(401, { message: 'Please sign in to continue.' })),
  });

/** The app's routes with the app's own query client. */
const renderAt = (path: string) =>
  renderWithProviders(<AppRoutes />, { url: path, client: createQueryClient() });

afterEach(() => vi.unstubAllGlobals());

// Route pages load lazily: on a busy machine the first import of a page can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

describe('route tables', () => {
  it('shows Loading... while the user loads', () => {
    stubApi({ 'GET /api/user': () => new Promise<Response>(() => {}) });
    renderAt('/');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('sends a signed-out visitor of a signed-in screen to /auth, then on to that screen', async () => {
    serveUser(null);
    renderAt('/competitors?x=1');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByTestId('where').textContent).toBe(
      `/auth?next=${encodeURIComponent('/competitors?x=1')}`,
    );
  });

  it('shows the 404 page for an unknown path', async () => {
    serveUser(alice);
    renderAt('/no-such-page');
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.getByText('Did you forget to add the page to the router?')).toBeInTheDocument();
  });

  it('sends a signed-in user away from /auth and greets by first name', async () => {
    serveUser(alice);
    renderAt('/auth');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Alice!' })).toBeInTheDocument();
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('sends a signed-in admin opening /auth to / as well, not to /admin (R44)', async () => {
    serveUser({ ...alice, isAdmin: true });
    renderAt('/auth');
    expect(await screen.findByRole('heading', { name: 'Welcome back, Alice!' })).toBeInTheDocument();
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
    expect(screen.getByRole('link', { name: 'Admin Panel' })).toBeInTheDocument();
  });

  it('tells a non-admin that admin access is required', async () => {
    serveUser(alice);
    renderAt('/admin/users');
    expect(await screen.findByText('Admin access required')).toBeInTheDocument();
  });

  it('keeps /n8n and /admin/outbox for admins, and sends signed-out visitors of /n8n to /auth', async () => {
    serveUser(alice);
    const n8n = renderAt('/n8n');
    expect(await screen.findByText('Admin access required')).toBeInTheDocument();
    expect(screen.queryByText('N8N Integration')).toBeNull();
    n8n.unmount();
    const outbox = renderAt('/admin/outbox');
    expect(await screen.findByText('Admin access required')).toBeInTheDocument();
    outbox.unmount();
    serveUser(null);
    renderAt('/n8n');
    expect(await screen.findByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByTestId('where').textContent).toBe('/auth?next=%2Fn8n');
  });

  it('opens the outbox from the admin dashboard, and /n8n, for an admin', async () => {
    serveUser({ ...alice, isAdmin: true });
    const dashboard = renderAt('/admin');
    // Two lazy chunks (the admin area, then the dashboard) on a busy machine.
    const link = await screen.findByRole('link', { name: 'Email outbox' }, { timeout: 15_000 });
    expect(link.getAttribute('href')).toBe('/admin/outbox');
    expect(screen.getByRole('link', { name: 'N8N integration' }).getAttribute('href')).toBe('/n8n');
    dashboard.unmount();
    const outbox = renderAt('/admin/outbox');
    expect(await screen.findByRole('heading', { name: 'Email Outbox' })).toBeInTheDocument();
    outbox.unmount();
    renderAt('/n8n');
    expect(await screen.findByRole('heading', { name: 'N8N Integration' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome, alice\./)).toBeInTheDocument();
  }, 30_000);

  it('shows the 404 page for an unknown /admin path, not "Coming soon"', async () => {
    serveUser({ ...alice, isAdmin: true });
    renderAt('/admin/no-such-screen');
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
  });

  it('routes /settings/email to the email preferences', async () => {
    serveUser(alice);
    renderAt('/settings/email');
    expect(await screen.findByRole('heading', { name: 'Email Preferences' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Summary' })).toBeInTheDocument();
  });
});
