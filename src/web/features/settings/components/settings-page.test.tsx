import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderWithProviders, samplePlans, sampleSettings, sampleUser, stubApi } from '@web/testing';
import { SettingsPage } from './settings-page';

afterEach(() => vi.unstubAllGlobals());

const baseRoutes = {
  'GET /api/plans': () => json(200, samplePlans),
  'GET /api/user/settings': () => json(200, sampleSettings),
  'GET /api/subscription-status': () =>
    json(200, { plan: 'starter', status: 'active', currentPeriodEnd: null }),
  'GET /api/account/accounts': () => json(200, [{ id: 'acc', name: 'maria', role: 'owner', current: true }]),
};

describe('SettingsPage', () => {
  it('preselects the security tab from ?tab=security', () => {
    stubApi(baseRoutes);
    renderWithProviders(<SettingsPage user={sampleUser} />, { url: '/settings?tab=security' });
    expect(screen.getByRole('tab', { name: 'Security' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Account' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Contact support/ }).getAttribute('href')).toBe('/contact');
  });

  it('opens the account tab for an unknown or admin-only tab and rewrites ?tab on switching', async () => {
    stubApi(baseRoutes);
    renderWithProviders(<SettingsPage user={sampleUser} />, { url: '/settings?tab=integrations' });
    expect(screen.getByRole('tab', { name: 'Account' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: 'Services' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Email intervals' })).toBeNull();

    await userEvent.click(await screen.findByRole('tab', { name: 'Plan' }));
    expect(screen.getByTestId('where').textContent).toBe('/settings?tab=subscription');
    expect(await screen.findByText('Starter plan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' }).getAttribute('href')).toBe(
      '/simple-payment?plan=pro',
    );
  });

  it('shows no Plan tab while the role loads, then only to an owner', async () => {
    let answer: (res: Response) => void = () => {};
    stubApi({
      ...baseRoutes,
      'GET /api/account/accounts': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderWithProviders(<SettingsPage user={sampleUser} />, { url: '/settings?tab=subscription' });
    // The role is still unknown: no Plan tab, not even from ?tab=subscription, and no plan fetched.
    expect(screen.getByRole('tab', { name: 'Account' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: 'Plan' })).toBeNull();
    answer(json(200, [{ id: 'acc', name: 'maria', role: 'owner', current: true }]));
    expect((await screen.findByRole('tab', { name: 'Plan' })).getAttribute('aria-selected')).toBe('true');
  });

  it.each(['manager', 'reader'])('never shows the Plan tab to a %s', async (role) => {
    const api = stubApi({
      ...baseRoutes,
      'GET /api/account/accounts': () => json(200, [{ id: 'acc', name: 'maria', role, current: true }]),
    });
    const { client } = renderWithProviders(<SettingsPage user={sampleUser} />, {
      url: '/settings?tab=subscription',
    });
    expect(screen.queryByRole('tab', { name: 'Plan' })).toBeNull();
    // Once the role is known the tab stays away and the account tab stays open.
    await waitFor(() => expect(client.getQueryState(['/api/account/accounts'])?.status).toBe('success'));
    expect(screen.queryByRole('tab', { name: 'Plan' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Account' }).getAttribute('aria-selected')).toBe('true');
    expect(api.count('GET /api/subscription-status')).toBe(0);
  });

  it('shows the operator tabs to admins; Services shows what the server has configured', async () => {
    stubApi({
      ...baseRoutes,
      'GET /api/admin/services': () =>
        json(200, {
          email: { transport: 'outbox', from: 'Rivalwatch <no-reply@rivalwatch.local>' },
          slackBot: { configured: true, channel: '#price-watch' },
          n8n: { enabled: true, apiKeyConfigured: false, signingSecretConfigured: false },
        }),
    });
    renderWithProviders(<SettingsPage user={{ ...sampleUser, isAdmin: true }} />, {
      url: '/settings?tab=integrations',
    });
    expect(screen.getByRole('tab', { name: 'Services' }).getAttribute('aria-selected')).toBe('true');
    const email = await screen.findByRole('listitem', { name: 'Email' });
    expect(within(email).getByText('Outbox')).toBeInTheDocument();
    expect(within(email).getByRole('link', { name: 'outbox' }).getAttribute('href')).toBe('/admin/outbox');
    const slack = screen.getByRole('listitem', { name: 'Slack bot' });
    expect(within(slack).getByText('Connected')).toBeInTheDocument();
    expect(within(slack).getByText(/Posts to #price-watch/)).toBeInTheDocument();
    const n8n = screen.getByRole('listitem', { name: 'Workflow automation (n8n)' });
    expect(within(n8n).getByText('Enabled')).toBeInTheDocument();
    expect(within(n8n).getByText(/unsigned \(set N8N_WEBHOOK_SECRET to sign them\)/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Email intervals' }));
    expect(screen.getByTestId('where').textContent).toBe('/settings?tab=email-intervals');
  });

  it('loads the account fields and saves them, then says so', async () => {
    const api = stubApi({
      ...baseRoutes,
      'PATCH /api/user/settings': (body) => json(200, { ...sampleSettings, ...(body as object) }),
    });
    renderWithProviders(<SettingsPage user={sampleUser} />, { url: '/settings' });
    const first = (await screen.findByLabelText('First name')) as HTMLInputElement;
    expect(first.value).toBe('Maria');
    expect((screen.getByLabelText('Timezone') as HTMLSelectElement).value).toBe('Europe/Paris');

    await userEvent.type(screen.getByLabelText('Last name'), 'Lopez');
    await userEvent.selectOptions(screen.getByLabelText('Timezone'), 'Asia/Tokyo');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const patch = api.calls.find((c) => c.key === 'PATCH /api/user/settings');
    expect(patch?.body).toEqual({
      username: 'maria',
      email: 'maria@shop.test',
      firstName: 'Maria',
      lastName: 'Lopez',
      timezone: 'Asia/Tokyo',
    });
  });

  it('reports a failed save as "Update Failed" with the server message', async () => {
    stubApi({
      ...baseRoutes,
      'PATCH /api/user/settings': () => json(409, { message: 'That username is taken.' }),
    });
    renderWithProviders(<SettingsPage user={sampleUser} />, { url: '/settings' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('That username is taken.')).toBeInTheDocument();
  });

  it('saves notification switches and choices', async () => {
    const api = stubApi({
      ...baseRoutes,
      'PATCH /api/user/settings': (body) => json(200, { ...sampleSettings, ...(body as object) }),
    });
    renderWithProviders(<SettingsPage user={sampleUser} />, { url: '/settings?tab=notifications' });
    const slack = await screen.findByRole('switch', { name: 'Slack notifications' });
    expect(slack.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(slack);
    expect(slack.getAttribute('aria-checked')).toBe('true');
    await userEvent.selectOptions(screen.getByLabelText('Alert frequency'), 'hourly');
    expect(screen.getByRole('link', { name: /Manage email/ }).getAttribute('href')).toBe('/settings/email');
    await userEvent.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.calls.find((c) => c.key === 'PATCH /api/user/settings')?.body).toEqual({
      emailNotifications: true,
      slackNotifications: true,
      alertFrequency: 'hourly',
      csvFormat: 'standard',
    });
  });

  it('shows an error with a retry when the settings fail to load', async () => {
    let fail = true;
    stubApi({
      ...baseRoutes,
      'GET /api/user/settings': () =>
        fail ? json(500, { message: 'Database unavailable' }) : json(200, sampleSettings),
    });
    renderWithProviders(<SettingsPage user={sampleUser} />, { url: '/settings' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(((await screen.findByLabelText('Username')) as HTMLInputElement).value).toBe('maria');
  });
});
