import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TLead, TLeadImportResult } from '@shared/contracts/leads';
import type { TLeadEmailTrackingRow } from '@shared/contracts/outreach';
import { json, page, renderWithProviders, stubApi } from '@web/testing';
import { LeadsPage } from './leads-page';

afterEach(() => vi.unstubAllGlobals());

const lead = (id: string, over: Partial<TLead> = {}): TLead => ({
  id,
  domain: `${id}.example.com`,
  storeName: `Store ${id}`,
  website: `https://${id}.example.com`,
  email: `owner@${id}.example.com`,
  linkedinUrl: null,
  category: 'Fitness',
  country: 'US',
  currency: 'USD',
  estimatedRevenue: null,
  employees: null,
  description: null,
  shopifyPlan: null,
  founded: null,
  productCount: null,
  productTypes: [],
  source: 'csv',
  sources: ['csv'],
  fieldSources: {},
  status: 'new',
  notes: null,
  lastContactedAt: null,
  email1SentAt: null,
  email2SentAt: null,
  email3SentAt: null,
  emailSequenceComplete: false,
  sequenceStatus: null,
  unsubscribed: false,
  convertedAt: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...over,
});
const tracking: TLeadEmailTrackingRow = {
  id: 't1',
  leadId: 'a',
  storeName: 'Store a',
  email: 'owner@a.example.com',
  step: 1,
  subject: 'Welcome to Rivalwatch',
  emailStatus: 'delivered',
  sentAt: new Date().toISOString(),
  deliveredAt: new Date().toISOString(),
  openedAt: null,
  clickedAt: null,
  repliedAt: null,
};
const LIST = 'GET /api/leads?sort=createdAt';
const TRACKING = 'GET /api/leads/email-tracking?limit=50';
const trackingPage = (items: TLeadEmailTrackingRow[]) => json(200, { items, nextCursor: null });

describe('LeadsPage', () => {
  it('lists leads with a true total, keeps filters in the URL, edits and shows Update Failed', async () => {
    const api = stubApi({
      [LIST]: () =>
        page([lead('a'), lead('b', { status: 'customer' })], {
          total: 3,
          next: { path: '/api/leads?sort=createdAt', cursor: 'c2' },
        }),
      'GET /api/leads?sort=createdAt&cursor=c2': () => page([lead('c')]),
      'GET /api/leads?status=contacted&sort=createdAt': () => page([], { total: 0 }),
      [TRACKING]: () => trackingPage([tracking]),
      'PUT /api/leads/a': () => json(400, { message: 'lastContactedAt must be an ISO date-time' }),
    });
    renderWithProviders(<LeadsPage />, { url: '/leads' });
    expect((await screen.findAllByText('Store a')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Emails Disabled').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Active Sequences').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('link', { name: 'Competitive report for Store a' })[0]).toHaveAttribute(
      'href',
      '/leads/a/report',
    );
    // A customer is never offered a sequence.
    expect(screen.queryAllByRole('button', { name: 'Start sequence for Store b' })).toHaveLength(0);
    expect(await screen.findAllByText('Welcome to Rivalwatch')).not.toHaveLength(0);

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'contacted');
    expect(await screen.findByText('No leads match these filters')).toBeInTheDocument();
    expect(api.count('GET /api/leads?status=contacted&sort=createdAt')).toBe(1);
    await userEvent.selectOptions(screen.getByLabelText('Status'), '');

    await userEvent.click((await screen.findAllByRole('button', { name: 'Edit Store a' }))[0]!);
    const dialog = screen.getByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'contacted');
    await userEvent.type(within(dialog).getByLabelText('Notes'), 'Called');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('lastContactedAt must be an ISO date-time')).toBeInTheDocument();
    expect(api.calls.find((c) => c.key === 'PUT /api/leads/a')!.body).toEqual({
      status: 'contacted',
      notes: 'Called',
      lastContactedAt: null,
    });
  }, 20_000);

  it('reads its filters from the URL and says when nothing is there', async () => {
    const api = stubApi({
      'GET /api/leads?q=glow&source=directory&sort=storeName': () => page([], { total: 0 }),
      'GET /api/leads?sort=createdAt': () => page([], { total: 0 }),
      [TRACKING]: () => trackingPage([]),
    });
    renderWithProviders(<LeadsPage />, { url: '/leads?q=glow&source=directory&sort=storeName' });
    expect(await screen.findByText('No leads match these filters')).toBeInTheDocument();
    expect(screen.getByLabelText('Search leads')).toHaveValue('glow');
    expect(screen.getByLabelText('Source')).toHaveValue('directory');
    expect(api.count('GET /api/leads?q=glow&source=directory&sort=storeName')).toBe(1);
    expect(await screen.findByText('No data yet')).toBeInTheDocument();
  });

  it('starts a sequence for the selected leads and shows why some were skipped', async () => {
    const api = stubApi({
      [LIST]: () => page([lead('a', { sequenceStatus: 'active' }), lead('b', { email: null })], { total: 2 }),
      [TRACKING]: () => trackingPage([]),
      'POST /api/leads/sequences': () =>
        json(200, {
          started: 1,
          skipped: [{ leadId: 'b', reason: 'no_email', message: 'The lead has no email address' }],
        }),
      'POST /api/leads/a/sequence/stop': () => json(404, { message: 'The lead has no sequence' }),
    });
    renderWithProviders(<LeadsPage />, { url: '/leads' });
    await screen.findAllByText('Store a');
    // A running sequence offers Stop, a lead without one Start; never both.
    expect(screen.queryAllByRole('button', { name: 'Start sequence for Store a' })).toHaveLength(0);
    expect(screen.queryAllByRole('button', { name: 'Stop sequence for Store b' })).toHaveLength(0);
    expect(screen.getAllByRole('button', { name: 'Start sequence for Store b' }).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByLabelText('Select all shown'));
    await userEvent.click(screen.getByRole('button', { name: /Start sequence for selected/ }));
    expect(await screen.findByText('Sequence Started')).toBeInTheDocument();
    expect(screen.getByText('1 started, 1 skipped: The lead has no email address')).toBeInTheDocument();
    expect(api.calls.find((c) => c.key === 'POST /api/leads/sequences')!.body).toEqual({
      leadIds: ['a', 'b'],
    });

    await userEvent.click(screen.getAllByRole('button', { name: 'Stop sequence for Store a' })[0]!);
    expect(await screen.findByText('Sequence Not Stopped')).toBeInTheDocument();
    expect(screen.getByText('The lead has no sequence')).toBeInTheDocument();
  }, 20_000);

  it('previews a CSV (dry run), then imports it; an export failure says Export Failed', async () => {
    const preview: TLeadImportResult = {
      dryRun: true,
      counts: { added: 1, merged: 0, unchanged: 0, refused: 1 },
      columns: [
        { header: 'Store', field: 'storeName' },
        { header: 'Website', field: 'website' },
        { header: 'Owner', field: null },
      ],
      rows: [
        {
          line: 2,
          domain: 'new.shop',
          storeName: 'New',
          email: null,
          outcome: 'added',
          reason: null,
          warnings: [],
          fields: ['storeName'],
        },
        {
          line: 3,
          domain: null,
          storeName: 'Bad',
          email: null,
          outcome: 'refused',
          reason: '"x" is not a store domain',
          warnings: [],
          fields: [],
        },
      ],
    };
    const api = stubApi({
      [LIST]: () => page([], { total: 0 }),
      [TRACKING]: () => trackingPage([]),
      'POST /api/leads/import?dryRun=true': () => json(200, preview),
      'POST /api/leads/import': () => json(200, { ...preview, dryRun: false }),
      'GET /api/leads/export/csv': () =>
        json(500, { message: 'Something went wrong on our side. Please try again.' }),
    });
    renderWithProviders(<LeadsPage />, { url: '/leads' });
    await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }));
    const dialog = screen.getByRole('dialog');
    const csv = 'Store,Website,Owner\nNew,new.shop,Ann\nBad,x,Bob\n';
    await userEvent.upload(
      within(dialog).getByLabelText('CSV file'),
      new File([csv], 'leads.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByTestId('import-counts')).toHaveTextContent(
      '1 to add, 0 to merge, 0 already known, 1 refused.',
    );
    expect(within(dialog).getByText('"x" is not a store domain')).toBeInTheDocument();
    expect(within(dialog).getByText(/Owner \(ignored\)/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.key === 'POST /api/leads/import?dryRun=true')!.body).toBe(csv);
    expect(
      api.requests.find((c) => c.key === 'POST /api/leads/import?dryRun=true')!.headers['content-type'],
    ).toBe('text/csv');
    expect(api.count('POST /api/leads/import')).toBe(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Import Complete')).toBeInTheDocument();
    expect(api.count('POST /api/leads/import')).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
  }, 20_000);
});
