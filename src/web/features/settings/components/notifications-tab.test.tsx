import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPublicUser } from '@shared/contracts/auth';
import { dismissAllToasts } from '@web/testing';
import { json, renderWithProviders, sampleSettings, sampleUser, stubApi } from '@web/testing';
import { SettingsPage } from './settings-page';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAllToasts();
});

const withPlan = (plan: TPublicUser['subscriptionPlan']): TPublicUser => ({
  ...sampleUser,
  subscriptionPlan: plan,
});
const echo = (extra: object = {}) => ({
  'PATCH /api/user/settings': (body: unknown) =>
    json(200, { ...sampleSettings, ...(body as object), ...extra }),
});

function open(user: TPublicUser, settings = sampleSettings, routes = {}) {
  const api = stubApi({ 'GET /api/user/settings': () => json(200, settings), ...routes });
  renderWithProviders(<SettingsPage user={user} />, { url: '/settings?tab=notifications' });
  return api;
}

describe('Settings → Notifications', () => {
  it('states the plan cadence and offers the upgrade a faster choice needs', async () => {
    open(withPlan('starter'));
    const note = await screen.findByTestId('cadence-note');
    expect(note.textContent).toBe('Your Starter plan sends a daily digest.');

    await userEvent.selectOptions(screen.getByLabelText('Alert frequency'), 'hourly');
    expect(note.textContent).toContain('Your Starter plan sends a daily digest');
    const link = within(note).getByRole('link', { name: 'Upgrade to Pro for instant and hourly alerts' });
    expect(link.getAttribute('href')).toBe('/simple-payment?plan=pro');
  });

  it('tells a free user that alerts come as a weekly digest', async () => {
    open(withPlan('free'));
    const note = await screen.findByTestId('cadence-note');
    expect(note.textContent).toContain('Your Free plan sends a weekly digest');
    expect(
      within(note).getByRole('link', { name: 'Upgrade to Starter for daily digests' }).getAttribute('href'),
    ).toBe('/simple-payment?plan=starter');
    await userEvent.selectOptions(screen.getByLabelText('Alert frequency'), 'instant');
    expect(within(note).getByRole('link').getAttribute('href')).toBe('/simple-payment?plan=pro');
  });

  it('dims Slack & webhooks below pro with an upgrade link and a link to email preferences', async () => {
    open(withPlan('starter'));
    expect(await screen.findByText('Slack and webhook alerts are part of the Pro plan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Upgrade to Pro/ }).getAttribute('href')).toBe(
      '/simple-payment?plan=pro',
    );
    expect(screen.queryByLabelText('Slack incoming-webhook URL')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove saved connections' })).toBeNull();
    expect(screen.getByText('Email preferences and history')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Manage email/ }).getAttribute('href')).toBe('/settings/email');
  });

  it("shows a reader the account's Slack and webhooks read-only, the secret only as set", async () => {
    const api = open(
      withPlan('pro'),
      {
        ...sampleSettings,
        slackWebhookUrl: 'https://hooks.slack.com/services/T1/B2/x',
        webhookUrl: null,
        webhookSecretSet: true,
      },
      {
        'GET /api/account/accounts': () =>
          json(200, [{ id: 'acc', name: 'Northpeak', role: 'reader', current: true }]),
      },
    );
    expect(
      await screen.findByText("Only an owner or a manager can change the account's alert channels."),
    ).toBeInTheDocument();
    expect(screen.getByText('https://hooks.slack.com/services/T1/B2/x')).toBeInTheDocument();
    expect(screen.getByText('Set (events are signed)')).toBeInTheDocument();
    expect(screen.queryByLabelText('Slack incoming-webhook URL')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save connections' })).toBeNull();
    expect(api.calls.some((c) => c.key === 'PATCH /api/user/settings')).toBe(false);
  });

  it('lets a downgraded user remove the connections they saved on pro', async () => {
    const api = open(
      withPlan('free'),
      {
        ...sampleSettings,
        slackWebhookUrl: 'https://hooks.slack.com/services/T/B/x',
        webhookSecretSet: true,
      },
      echo({ webhookSecretSet: false }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove saved connections' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.calls.find((c) => c.key === 'PATCH /api/user/settings')?.body).toEqual({
      slackWebhookUrl: null,
      webhookUrl: null,
      webhookSecret: null,
    });
  });

  it('validates the pro fields with the shared rules before any call', async () => {
    const api = open(withPlan('pro'), sampleSettings, echo());
    await userEvent.type(
      await screen.findByLabelText('Slack incoming-webhook URL'),
      'http://hooks.slack.com/x',
    );
    await userEvent.type(screen.getByLabelText('Workflow webhook URL'), 'not a url');
    await userEvent.type(screen.getByLabelText('Webhook secret'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Save connections' }));
    expect(await screen.findByText('Slack webhook URL must start with https://')).toBeInTheDocument();
    expect(screen.getByText('Webhook URL must be a valid URL')).toBeInTheDocument();
    expect(screen.getByText('Webhook secret must be at least 16 characters')).toBeInTheDocument();
    expect(api.count('PATCH /api/user/settings')).toBe(0);
  });

  it('saves a pro user’s URLs and secret, then shows the secret as set', async () => {
    const api = open(withPlan('pro'), sampleSettings, echo({ webhookSecretSet: true }));
    await userEvent.type(
      await screen.findByLabelText('Slack incoming-webhook URL'),
      'https://hooks.slack.com/services/T1/B2/x',
    );
    await userEvent.type(screen.getByLabelText('Workflow webhook URL'), 'https://n8n.example.com/webhook/rw');
    await userEvent.type(screen.getByLabelText('Webhook secret'), 'sixteen-chars-secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save connections' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.calls.find((c) => c.key === 'PATCH /api/user/settings')?.body).toEqual({
      slackWebhookUrl: 'https://hooks.slack.com/services/T1/B2/x',
      webhookUrl: 'https://n8n.example.com/webhook/rw',
      webhookSecret: 'sixteen-chars-secret',
    });
    expect(await screen.findByText('Secret set')).toBeInTheDocument();
    expect(screen.queryByLabelText('Webhook secret')).toBeNull();
  });

  it('keeps a set secret write-only: Replace shows an empty field, Clear removes it', async () => {
    const settings = {
      ...sampleSettings,
      slackWebhookUrl: 'https://hooks.slack.com/services/T/B/x',
      webhookSecretSet: true,
    };
    const api = open(withPlan('pro'), settings, echo({ webhookSecretSet: false }));
    expect(await screen.findByText('Secret set')).toBeInTheDocument();
    expect((screen.getByLabelText('Slack incoming-webhook URL') as HTMLInputElement).value).toBe(
      'https://hooks.slack.com/services/T/B/x',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Replace' }));
    expect((screen.getByLabelText('Webhook secret') as HTMLInputElement).value).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Keep current secret' }));

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(api.calls.find((c) => c.key === 'PATCH /api/user/settings')?.body).toEqual({
      webhookSecret: null,
    });
    expect(await screen.findByLabelText('Webhook secret')).toBeInTheDocument();
  });

  it('reports a refused URL as "Update Failed" with the server message', async () => {
    open(withPlan('pro'), sampleSettings, {
      'PATCH /api/user/settings': () =>
        json(400, { message: 'Slack webhook URL points to a private address' }),
    });
    await userEvent.type(await screen.findByLabelText('Slack incoming-webhook URL'), 'https://10.0.0.1/hook');
    await userEvent.click(screen.getByRole('button', { name: 'Save connections' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Slack webhook URL points to a private address')).toBeInTheDocument();
  });
});
