import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TRunsOn } from '@shared/contracts/runs-on';
import {
  json,
  renderWithProviders,
  sampleCompetitor as competitor,
  samplePlans,
  sampleUser,
  stubApi,
} from '@web/testing';
import { CompetitorsPage } from './competitors-page';

afterEach(() => vi.unstubAllGlobals());

const AT = '2026-11-27T10:00:00.000Z';
const item = (over: Partial<TRunsOn['apps'][number]>): TRunsOn['apps'][number] => ({
  kind: 'app',
  name: 'Klaviyo',
  category: 'Email & SMS',
  version: null,
  themeStoreId: null,
  evidence: 'https://static.klaviyo.com/onsite/js/klaviyo.js',
  firstSeenAt: AT,
  lastSeenAt: AT,
  removedAt: null,
  ...over,
});

function stub(runsOn: TRunsOn) {
  stubApi({
    'GET /api/user': () => json(200, sampleUser),
    'GET /api/plans': () => json(200, samplePlans),
    'GET /api/competitors': () => json(200, [competitor({ id: 'a', name: 'Acme' })]),
    'GET /api/account/accounts': () =>
      json(200, [{ id: 'acc', name: 'Northpeak', role: 'reader', current: true }]),
    'GET /api/competitors/a/runs-on': () => json(200, runsOn),
  });
}

describe('Runs on', () => {
  it('shows any member the theme, the apps by category, unknown scripts and what is gone, with the evidence', async () => {
    stub({
      readAt: AT,
      theme: item({
        kind: 'theme',
        name: 'Prestige',
        category: null,
        version: '9.1.0',
        themeStoreId: 855,
        evidence: 'Shopify.theme = {"name":"Prestige"}',
      }),
      apps: [item({ name: 'Judge.me Reviews', category: 'Reviews' }), item({})],
      unknown: [item({ kind: 'unknown', name: 'cdn.unheard-of.io', category: null })],
      history: [
        item({
          kind: 'theme',
          name: 'Dawn',
          category: null,
          version: '15.0.0',
          themeStoreId: 887,
          removedAt: AT,
        }),
      ],
    });
    renderWithProviders(<CompetitorsPage />);
    const [open] = await screen.findAllByRole('button', { name: 'What Acme runs on' });
    await userEvent.setup().click(open!);
    const dialog = await screen.findByRole('dialog', { name: 'Acme runs on' });
    const theme = within(dialog).getByRole('region', { name: 'Theme' });
    expect(theme).toHaveTextContent('Prestige');
    expect(theme).toHaveTextContent('9.1.0');
    const apps = within(dialog).getByRole('region', { name: 'Apps and pixels' });
    expect(within(apps).getByRole('heading', { name: 'Reviews' })).toBeInTheDocument();
    expect(apps).toHaveTextContent('Judge.me Reviews');
    expect(apps).toHaveTextContent('Klaviyo');
    expect(within(dialog).getByRole('region', { name: 'Other scripts' })).toHaveTextContent(
      'cdn.unheard-of.io',
    );
    const before = within(dialog).getByRole('region', { name: 'Before' });
    expect(before).toHaveTextContent('Dawn');
    expect(before).toHaveTextContent('Gone');
    expect(dialog).toHaveTextContent('Shopify.theme = {"name":"Prestige"}');
  });

  it('says so when the store has not been read yet', async () => {
    stub({ readAt: null, theme: null, apps: [], unknown: [], history: [] });
    renderWithProviders(<CompetitorsPage />);
    const [open] = await screen.findAllByRole('button', { name: 'What Acme runs on' });
    await userEvent.setup().click(open!);
    const dialog = await screen.findByRole('dialog', { name: 'Acme runs on' });
    expect(await within(dialog).findByText('No data yet: the store has not been read.')).toBeInTheDocument();
  });
});
