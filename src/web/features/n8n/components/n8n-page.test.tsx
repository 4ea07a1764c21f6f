import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TN8nConfig } from '@shared/contracts/delivery';
import { dismissAllToasts, json, renderWithProviders, sampleUser, stubApi } from '@web/testing';
import type { TAdminCompetitor } from '@shared/contracts/admin-competitors';
import { N8nPage } from './n8n-page';

afterEach(() => {
  dismissAllToasts();
  vi.unstubAllGlobals();
});

const admin = { ...sampleUser, username: 'ops', isAdmin: true };
const on: TN8nConfig = { enabled: true, webhookConfigured: true, apiKeyConfigured: false };

const competitor = (id: string, name: string, status: string): TAdminCompetitor => ({
  id,
  name,
  url: `https://${id}.myshopify.com`,
  domain: `${id}.myshopify.com`,
  status,
  productCount: 12,
  lastScraped: null,
  deactivatedAt: null,
  userEmail: 'maria@shop.test',
});
const competitors = [
  competitor('c1', 'Acme Outfitters', 'active'),
  competitor('c2', 'Bolt Bikes', 'scanning'),
];

const base = (config: TN8nConfig = on) => ({
  'GET /api/n8n/config': () => json(200, config),
  'GET /api/admin/competitors': () => json(200, competitors),
});

describe('N8nPage', () => {
  it('shows the breadcrumb, the welcome, the configuration and the setup instructions', async () => {
    stubApi(base());
    renderWithProviders(<N8nPage user={admin} />, { url: '/n8n' });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs.textContent).toBe('Dashboard/N8N Integration');
    expect(within(crumbs).getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/admin');
    expect(screen.getByText(/Welcome, ops\./)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading N8N configuration' })).toBeInTheDocument();
    expect(
      within(await screen.findByRole('group', { name: 'Integration' })).getByText('Enabled'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Webhook URL' })).getByText('Configured'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'API Key' })).getByText('Optional')).toBeInTheDocument();
    expect(screen.getByText('N8N_WEBHOOK_URL')).toBeInTheDocument();
    expect(screen.getByText('N8N_API_KEY')).toBeInTheDocument();
    expect(screen.getByText(/X-N8N-API-KEY header/)).toBeInTheDocument();
    expect(screen.getByText('N8N_WEBHOOK_SECRET')).toBeInTheDocument();
    expect(screen.getByText(/X-Rivalwatch-Signature header/)).toBeInTheDocument();
    expect(screen.queryByText(/environment variable on the server/)).toBeNull();
  });

  it('lists competitors with their status and triggers the scan for the chosen one', async () => {
    let answer: (r: Response) => void = () => {};
    const api = stubApi({
      ...base({ ...on, apiKeyConfigured: true }),
      'POST /api/n8n/trigger-scan': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<N8nPage user={admin} />, { url: '/n8n' });
    expect(
      within(await screen.findByRole('group', { name: 'API Key' })).getByText('Set'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Bolt Bikes (Scanning)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Acme Outfitters (Active)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Trigger N8N Scan Workflow' }));
    expect(await screen.findByText('No Competitor Selected')).toBeInTheDocument();
    expect(screen.getByText('Please select a competitor to scan')).toBeInTheDocument();
    expect(api.count('POST /api/n8n/trigger-scan')).toBe(0);
    dismissAllToasts();

    await userEvent.selectOptions(screen.getByLabelText('Competitor'), 'c2');
    await userEvent.click(screen.getByRole('button', { name: 'Trigger N8N Scan Workflow' }));
    expect((screen.getByRole('button', { name: 'Triggering...' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.calls.find((c) => c.key === 'POST /api/n8n/trigger-scan')?.body).toEqual({
      competitorId: 'c2',
    });
    answer(json(200, { success: true, message: 'Scan requested' }));
    expect(await screen.findByText('Scan Triggered')).toBeInTheDocument();
    expect(screen.getByText('N8N workflow has been triggered successfully')).toBeInTheDocument();
  });

  it("shows 'Trigger Failed' with the server's message", async () => {
    let reply = () => json(502, { message: 'N8N answered 500: workflow is inactive' });
    stubApi({ ...base(), 'POST /api/n8n/trigger-scan': () => reply() });
    renderWithProviders(<N8nPage user={admin} />, { url: '/n8n' });
    await screen.findByRole('option', { name: 'Acme Outfitters (Active)' });
    await userEvent.selectOptions(screen.getByLabelText('Competitor'), 'c1');
    await userEvent.click(screen.getByRole('button', { name: 'Trigger N8N Scan Workflow' }));
    expect(await screen.findByText('Trigger Failed')).toBeInTheDocument();
    expect(screen.getByText('N8N answered 500: workflow is inactive')).toBeInTheDocument();
    dismissAllToasts();
    // A 2xx answer that says success: false is a failure too.
    reply = () => json(200, { success: false, message: 'Competitor is inactive' });
    await userEvent.click(screen.getByRole('button', { name: 'Trigger N8N Scan Workflow' }));
    expect(await screen.findByText('Competitor is inactive')).toBeInTheDocument();
    expect(screen.getByText('Trigger Failed')).toBeInTheDocument();
    expect(screen.queryByText('Scan Triggered')).toBeNull();
  });

  it('says N8N_WEBHOOK_URL must be set and disables the trigger when not enabled', async () => {
    stubApi(base({ enabled: false, webhookConfigured: false, apiKeyConfigured: false }));
    renderWithProviders(<N8nPage user={admin} />, { url: '/n8n' });
    expect(
      within(await screen.findByRole('group', { name: 'Integration' })).getByText('Disabled'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Webhook URL' })).getByText('Missing'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Set the N8N_WEBHOOK_URL environment variable on the server/),
    ).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Trigger N8N Scan Workflow' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect((screen.getByLabelText('Competitor') as HTMLSelectElement).disabled).toBe(true);
  });

  it('shows load errors for the configuration and the competitors', async () => {
    stubApi({
      'GET /api/n8n/config': () => json(500, { message: 'Config unavailable' }),
      'GET /api/admin/competitors': () => json(500, { message: 'Competitors unavailable' }),
    });
    const first = renderWithProviders(<N8nPage user={admin} />, { url: '/n8n' });
    expect(await screen.findByText('Could not load the N8N configuration')).toBeInTheDocument();
    expect(screen.getByText('Config unavailable')).toBeInTheDocument();
    first.unmount();
    stubApi({
      'GET /api/n8n/config': () => json(200, on),
      'GET /api/admin/competitors': () => json(500, { message: 'Competitors unavailable' }),
    });
    renderWithProviders(<N8nPage user={admin} />, { url: '/n8n' });
    expect(await screen.findByText('Could not load competitors')).toBeInTheDocument();
    expect(screen.getByText('Competitors unavailable')).toBeInTheDocument();
  });

  it('signs out through POST /api/logout', async () => {
    const api = stubApi({ ...base(), 'POST /api/logout': () => json(200, { message: 'Signed out' }) });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithProviders(<N8nPage user={admin} />, { url: '/n8n' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(api.count('POST /api/logout')).toBe(1);
  });
});
