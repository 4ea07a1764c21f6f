import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_AFTER_UPGRADE_MESSAGE_MS } from '@shared/constants/ui';
import type { TCompetitor } from '@shared/contracts/competitors';
import { plansQueryKey } from '@web/features/billing';
import { dashboardStatsQueryKey, dashboardStatsQueryOptions } from '@web/features/dashboard';
import { trackedProductsQueryKey, trackedProductsQueryOptions } from '@web/features/products';
import {
  dismissAllToasts,
  json,
  page,
  renderWithProviders,
  sampleCompetitor as competitor,
  samplePlans,
  sampleUser,
  stubApi,
} from '@web/testing';
import { CompetitorsPage } from './competitors-page';

afterEach(() => {
  dismissAllToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const HOUR = 60 * 60 * 1000;

function routes(list: () => TCompetitor[], extra: Record<string, (body: unknown) => Response> = {}) {
  return {
    'GET /api/user': () => json(200, sampleUser),
    'GET /api/plans': () => json(200, samplePlans),
    'GET /api/competitors': () => json(200, list()),
    ...extra,
  };
}

const table = () => screen.getByRole('table');

describe('CompetitorsPage', () => {
  it('shows a reader the competitors without the buttons that change them', async () => {
    stubApi(
      routes(() => [competitor({ id: 'a', name: 'Acme', addedBy: 'bob' })], {
        'GET /api/account/accounts': () =>
          json(200, [{ id: 'acc', name: 'Northpeak', role: 'reader', current: true }]),
      }),
    );
    renderWithProviders(<CompetitorsPage />);
    await screen.findByRole('table');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Add Competitor/ })).toBeNull());
    expect(screen.getAllByText('Acme').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Delete Acme|Replace Acme|Refresh Acme/ })).toBeNull();
  });

  it("states the user's plan allowance from the plans, not a fixed number", async () => {
    stubApi({
      ...routes(() => []),
      'GET /api/user': () => json(200, { ...sampleUser, subscriptionPlan: 'pro' }),
    });
    renderWithProviders(<CompetitorsPage />);
    expect(
      await screen.findByText(/Your Pro plan lets you monitor up to 10 competitor stores\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Compare plans' })).toBeNull();
  });

  it('offers the plans page when a larger plan exists', async () => {
    stubApi(routes(() => []));
    renderWithProviders(<CompetitorsPage />);
    expect(await screen.findByText(/up to 3 competitor stores/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Compare plans' }).getAttribute('href')).toBe('/pricing');
  });

  it('shows the empty state, whose button opens the Add dialog', async () => {
    stubApi(routes(() => []));
    renderWithProviders(<CompetitorsPage />);
    expect(await screen.findByText('No competitors yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Your First Competitor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Competitor' });
    expect(within(dialog).getByLabelText('Store Name')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Store URL')).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot load', async () => {
    let fail = true;
    stubApi({
      ...routes(() => [competitor()]),
      'GET /api/competitors': () =>
        fail ? json(500, { message: 'Database is down' }) : json(200, [competitor()]),
    });
    renderWithProviders(<CompetitorsPage />);
    expect(await screen.findByText('Could not load your competitors')).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('lists each competitor with its link, status badge, progress, error, count and last scrape', async () => {
    const now = Date.now();
    const longError = 'Rate limited by the store; next try at 14:05 after several failed attempts in a row';
    stubApi(
      routes(() => [
        competitor({
          id: 'a',
          name: 'Acme',
          domain: 'acme.com',
          url: 'https://acme.com',
          status: 'active',
          productCount: 1234,
          lastScraped: new Date(now - 2 * HOUR - 60_000).toISOString(),
          addedBy: 'bob',
        }),
        competitor({
          id: 'b',
          name: 'Bolt',
          domain: 'bolt.myshopify.com',
          url: 'https://bolt.myshopify.com',
          status: 'scraping',
          progress: { pagesFetched: 3, productsFound: 750, startedAt: new Date(now).toISOString() },
        }),
        competitor({ id: 'c', name: 'Crate', status: 'error', errorMessage: longError }),
        competitor({ id: 'd', name: 'Dune', status: 'inactive' }),
        competitor({ id: 'e', name: 'Echo', status: 'scanning' as TCompetitor['status'] }),
      ]),
    );
    renderWithProviders(<CompetitorsPage />);
    await screen.findByRole('table');
    const row = (name: string) => within(table()).getByRole('row', { name: new RegExp(`^${name}`) });

    const acme = row('Acme');
    const link = within(acme).getByRole('link', { name: /acme\.com/ });
    expect(link.getAttribute('href')).toBe('https://acme.com');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(acme).getByText('Active').className).toContain('text-success');
    expect(within(acme).getByText('1,234')).toBeInTheDocument();
    // In a shared account, who added it (docs/product-rules.md R24); nothing when unknown.
    expect(within(acme).getByText('Added by bob')).toBeInTheDocument();
    expect(within(row('Bolt')).queryByText(/Added by/)).toBeNull();
    const scraped = within(acme).getByText('2h ago');
    expect(scraped.getAttribute('title')).toMatch(/\d{4}/);

    const bolt = row('Bolt');
    expect(within(bolt).getByText('Scraping').className).toContain('text-warning');
    expect(within(bolt).getByText('Reading catalogue… 750 products')).toBeInTheDocument();
    expect(within(bolt).getByText('Never')).toBeInTheDocument();
    expect(within(bolt).getByRole('button', { name: 'Refresh Bolt' })).toHaveProperty('disabled', true);

    const crate = row('Crate');
    expect(within(crate).getByText('Error').className).toContain('text-destructive');
    const error = within(crate).getByText(longError);
    expect(error.className).toContain('truncate');
    expect(error.getAttribute('title')).toBe(longError);

    expect(within(row('Dune')).getByText('Inactive').className).toContain('border');
    expect(within(row('Echo')).getByText('Inactive')).toBeInTheDocument();

    // The same data as cards for phones.
    const cards = screen.getByRole('list', { name: 'Your competitors' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(5);
    expect(within(cards).getByText('Reading catalogue… 750 products')).toBeInTheDocument();
  });

  it('checks the Add dialog before calling: both fields, then an absolute URL', async () => {
    const api = stubApi(routes(() => []));
    renderWithProviders(<CompetitorsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Competitor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Competitor' });
    const submit = within(dialog).getByRole('button', { name: 'Add Competitor' });

    await userEvent.click(submit);
    expect(await within(dialog).findByText('Please fill in both name and URL')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Store Name'), 'Acme');
    await userEvent.type(within(dialog).getByLabelText('Store URL'), '   ');
    await userEvent.click(submit);
    expect(await within(dialog).findByText('Please fill in both name and URL')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText('Store URL'), 'acme.com');
    await userEvent.click(submit);
    expect(await within(dialog).findByText('Please enter a valid URL')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please fill in both name and URL')).toBeNull();
    expect(within(dialog).getByLabelText('Store URL').getAttribute('aria-invalid')).toBe('true');

    expect(api.count('POST /api/competitors')).toBe(0);
  });

  it('adds a competitor: toast, dialog closed and cleared, list and dashboard figures refetched', async () => {
    let list: TCompetitor[] = [];
    const api = stubApi(
      routes(() => list, {
        'POST /api/competitors': (body) => {
          const { name, url } = body as { name: string; url: string };
          const created = competitor({ id: 'new', name, url, domain: 'acme.com', status: 'scraping' });
          list = [created];
          return json(201, { ...created, validation: { isShopify: true, name } });
        },
      }),
    );
    const { client } = renderWithProviders(<CompetitorsPage />);
    client.setQueryData(['/api/dashboard/stats'], { totalCompetitors: 0 });
    await screen.findByText('No competitors yet');

    await userEvent.click(screen.getByRole('button', { name: 'Add Competitor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Competitor' });
    await userEvent.type(within(dialog).getByLabelText('Store Name'), '  Acme  ');
    await userEvent.type(within(dialog).getByLabelText('Store URL'), 'https://acme.com/collections/all');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Competitor' }));

    expect(
      await screen.findByText('Competitor added successfully. Scraping will start shortly.'),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.key === 'POST /api/competitors')?.body).toEqual({
      name: 'Acme',
      url: 'https://acme.com/collections/all',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(await screen.findByRole('table')).findByText('Acme')).toBeInTheDocument();
    expect(api.count('GET /api/competitors')).toBeGreaterThanOrEqual(2);
    expect(client.getQueryState(['/api/dashboard/stats'])?.isInvalidated).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Add Competitor' }));
    const again = screen.getByRole('dialog', { name: 'Add Competitor' });
    expect((within(again).getByLabelText('Store Name') as HTMLInputElement).value).toBe('');
    expect((within(again).getByLabelText('Store URL') as HTMLInputElement).value).toBe('');
  });

  it('at the plan limit with a Pro upgrade, says so and opens the Pro payment page after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubApi(
      routes(() => [competitor()], {
        'POST /api/competitors': () =>
          json(403, {
            message: 'You have reached the limit of 3 competitors on the Starter plan.',
            error: 'Plan limit reached',
            upgradeMessage: 'Upgrade to Pro to track up to 10 stores.',
            plan: 'starter',
          }),
      }),
    );
    renderWithProviders(<CompetitorsPage />, { url: '/competitors' });
    await user.click(await screen.findByRole('button', { name: 'Add Competitor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Competitor' });
    await user.type(within(dialog).getByLabelText('Store Name'), 'Bolt');
    await user.type(within(dialog).getByLabelText('Store URL'), 'https://bolt.myshopify.com');
    await user.click(within(dialog).getByRole('button', { name: 'Add Competitor' }));

    expect(await screen.findByText('Upgrade Required')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You have reached the limit of 3 competitors on the Starter plan. Redirecting to Pro plan...',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('where').textContent).toBe('/competitors');
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_AFTER_UPGRADE_MESSAGE_MS - 100));
    expect(screen.getByTestId('where').textContent).toBe('/competitors');
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByTestId('where').textContent).toBe('/simple-payment?plan=pro');
  });

  it('reports other add failures as "Error" with the server message, else the default', async () => {
    let reply = () =>
      json(400, { message: 'This site is not a Shopify store.', error: 'Not a Shopify store' });
    stubApi(routes(() => [competitor()], { 'POST /api/competitors': () => reply() }));
    renderWithProviders(<CompetitorsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Competitor' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Competitor' });
    await userEvent.type(within(dialog).getByLabelText('Store Name'), 'Blog');
    await userEvent.type(within(dialog).getByLabelText('Store URL'), 'https://blog.example');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Competitor' }));
    expect(await screen.findByText('This site is not a Shopify store.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Competitor' })).toBeInTheDocument();

    reply = () => new Response('', { status: 502, statusText: 'Bad Gateway' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Competitor' }));
    expect(await screen.findByText('Failed to add competitor')).toBeInTheDocument();
  });

  it('deletes only after confirmation, explaining what happens to the history', async () => {
    let list = [competitor({ id: 'a', name: 'Acme', domain: 'acme.com' })];
    const api = stubApi(
      routes(() => list, {
        'DELETE /api/competitors/a': () => {
          list = [];
          return json(204, null);
        },
      }),
    );
    const { client } = renderWithProviders(<CompetitorsPage />);
    client.setQueryData(['/api/dashboard/stats'], { totalCompetitors: 1 });
    await screen.findByRole('table');

    await userEvent.click(within(table()).getByRole('button', { name: 'Delete Acme' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete Acme?' });
    expect(within(dialog).getByText(/stays with Rivalwatch for other subscribers/)).toBeInTheDocument();
    expect(within(dialog).getByText(/leaves your competitor list/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.count('DELETE /api/competitors/a')).toBe(0);

    await userEvent.click(within(table()).getByRole('button', { name: 'Delete Acme' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete Acme?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Competitor deleted successfully')).toBeInTheDocument();
    expect(api.count('DELETE /api/competitors/a')).toBe(1);
    expect(await screen.findByText('No competitors yet')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(client.getQueryState(['/api/dashboard/stats'])?.isInvalidated).toBe(true);
  });

  it('says when a delete fails', async () => {
    stubApi(
      routes(() => [competitor({ id: 'a', name: 'Acme' })], {
        'DELETE /api/competitors/a': () => json(500, { message: 'Try later' }),
      }),
    );
    renderWithProviders(<CompetitorsPage />);
    await userEvent.click(
      within(await screen.findByRole('table')).getByRole('button', { name: 'Delete Acme' }),
    );
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete competitor')).toBeInTheDocument();
    expect(screen.getByText('Try later')).toBeInTheDocument();
  });

  it('replaces a competitor through its own dialog', async () => {
    let list = [competitor({ id: 'a', name: 'Acme' })];
    const api = stubApi(
      routes(() => list, {
        'PUT /api/competitors/a/replace': (body) => {
          const { name, url } = body as { name: string; url: string };
          list = [competitor({ id: 'z', name, url, domain: 'zen.com', status: 'scraping' })];
          return json(200, list[0]);
        },
      }),
    );
    renderWithProviders(<CompetitorsPage />);
    await userEvent.click(
      within(await screen.findByRole('table')).getByRole('button', { name: 'Replace Acme' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Replace Acme' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(await within(dialog).findByText('Please fill in both name and URL')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('New Store Name'), 'Zen');
    await userEvent.type(within(dialog).getByLabelText('New Store URL'), 'https://zen.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));

    expect(
      await screen.findByText('Competitor replaced successfully. Scraping will start shortly.'),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.key === 'PUT /api/competitors/a/replace')?.body).toEqual({
      name: 'Zen',
      url: 'https://zen.com',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(table()).findByText('Zen')).toBeInTheDocument();
  });

  it('reports a failed replace with the server reason', async () => {
    stubApi(
      routes(() => [competitor({ id: 'a', name: 'Acme' })], {
        'PUT /api/competitors/a/replace': () =>
          json(409, { message: 'Already tracked.', error: 'You already track this store' }),
      }),
    );
    renderWithProviders(<CompetitorsPage />);
    await userEvent.click(
      within(await screen.findByRole('table')).getByRole('button', { name: 'Replace Acme' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Replace Acme' });
    await userEvent.type(within(dialog).getByLabelText('New Store Name'), 'Zen');
    await userEvent.type(within(dialog).getByLabelText('New Store URL'), 'https://zen.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(await screen.findByText('Failed to replace competitor')).toBeInTheDocument();
    expect(screen.getByText('You already track this store')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Replace Acme' })).toBeInTheDocument();
  });

  it('refreshes: toast, polls every 2 s while scraping, stops and refreshes scraped data when done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let state: TCompetitor = competitor({ id: 'a', name: 'Acme', productCount: 10 });
    const api = stubApi(
      routes(() => [state], {
        'POST /api/competitors/a/scrape': () => {
          state = { ...state, status: 'scraping', progress: null };
          return json(202, { message: 'Scrape queued' });
        },
        'GET /api/dashboard/stats': () => json(200, {}),
        'GET /api/products?limit=50': () => page([]),
      }),
    );
    const { client } = renderWithProviders(<CompetitorsPage />);
    // Other screens' queries, cached as their own features build them.
    await client.prefetchQuery(dashboardStatsQueryOptions());
    await client.prefetchInfiniteQuery(trackedProductsQueryOptions());
    const invalidated = (queryKey: readonly unknown[]) => client.getQueryState(queryKey)?.isInvalidated;
    await screen.findByRole('table');

    await user.click(within(table()).getByRole('button', { name: 'Refresh Acme' }));
    expect(await screen.findByText('Refresh Started')).toBeInTheDocument();
    expect(
      screen.getByText('Scraping competitor data. The page will update automatically in a few moments.'),
    ).toBeInTheDocument();
    expect(await within(table()).findByText('Scraping')).toBeInTheDocument();
    expect(within(table()).getByText('Starting…')).toBeInTheDocument();

    state = {
      ...state,
      progress: { pagesFetched: 2, productsFound: 500, startedAt: '2025-01-01T00:00:00Z' },
    };
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await within(table()).findByText('Reading catalogue… 500 products')).toBeInTheDocument();
    expect(invalidated(trackedProductsQueryKey())).toBe(false);

    state = {
      ...state,
      status: 'active',
      progress: null,
      productCount: 500,
      lastScraped: new Date().toISOString(),
    };
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(await within(table()).findByText('Active')).toBeInTheDocument();
    expect(within(table()).getByText('Just now')).toBeInTheDocument();
    await waitFor(() => expect(invalidated(trackedProductsQueryKey())).toBe(true));
    expect(invalidated(dashboardStatsQueryKey)).toBe(true);
    expect(invalidated(plansQueryKey)).toBe(false);

    // Past the window opened by the refresh, with nothing scraping, polling stops.
    await act(() => vi.advanceTimersByTimeAsync(40_000));
    const settled = api.count('GET /api/competitors');
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(api.count('GET /api/competitors')).toBe(settled);
  });

  it('says when a refresh cannot start', async () => {
    stubApi(
      routes(() => [competitor({ id: 'a', name: 'Acme' })], {
        'POST /api/competitors/a/scrape': () => new Response('', { status: 500 }),
      }),
    );
    renderWithProviders(<CompetitorsPage />);
    await userEvent.click(
      within(await screen.findByRole('table')).getByRole('button', { name: 'Refresh Acme' }),
    );
    expect(await screen.findByText('Refresh Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to start scraping competitor data')).toBeInTheDocument();
  });
});
