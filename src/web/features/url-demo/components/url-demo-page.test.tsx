import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAllToasts, json, renderWithProviders, sampleUser, stubApi } from '@web/testing';
import { UrlDemoPage } from './url-demo-page';

afterEach(() => {
  dismissAllToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const signedOut = { 'GET /api/user': () => json(401, { message: 'Not signed in' }) };
const signedIn = { 'GET /api/user': () => json(200, sampleUser) };

const results = () => screen.getByRole('region', { name: 'Result' });
const row = (term: string) => within(results()).getByText(term).nextElementSibling?.textContent;

describe('UrlDemoPage', () => {
  it('validates a URL and shows every field of a valid answer', async () => {
    const api = stubApi({
      ...signedOut,
      'POST /api/competitors/validate': () =>
        json(200, {
          isValid: true,
          normalizedUrl: 'https://example-store.myshopify.com',
          storeName: 'Example Store',
          isShopify: true,
          error: null,
        }),
    });
    renderWithProviders(<UrlDemoPage />);
    const validate = screen.getByRole('button', { name: 'Validate URL' });
    expect(validate).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: /^Shopify address/ }));
    expect((screen.getByLabelText('Competitor URL') as HTMLInputElement).value).toBe(
      'https://example-store.myshopify.com',
    );
    await userEvent.click(validate);

    expect(await within(results()).findByText('This store can be tracked.')).toBeInTheDocument();
    expect(row('Valid')).toBe('Yes');
    expect(row('Normalized URL')).toBe('https://example-store.myshopify.com');
    expect(row('Store name')).toBe('Example Store');
    expect(row('Shopify store')).toBe('Yes');
    expect(row('Error')).toBe('None');
    expect(api.calls.find((c) => c.key === 'POST /api/competitors/validate')?.body).toEqual({
      url: 'https://example-store.myshopify.com',
    });
  });

  it('shows a refused URL with its reason and sends the optional name', async () => {
    const api = stubApi({
      ...signedOut,
      'POST /api/competitors/validate': () =>
        json(200, {
          isValid: false,
          normalizedUrl: null,
          storeName: null,
          isShopify: false,
          error: 'Private and local addresses cannot be tracked.',
        }),
    });
    renderWithProviders(<UrlDemoPage />);
    await userEvent.click(screen.getByRole('button', { name: /^Private address/ }));
    await userEvent.type(screen.getByLabelText('Store name (optional)'), 'Router');
    await userEvent.click(screen.getByRole('button', { name: 'Validate URL' }));

    expect(await within(results()).findByText('This URL cannot be tracked.')).toBeInTheDocument();
    expect(row('Checked')).toBe('http://192.168.1.10');
    expect(row('Valid')).toBe('No');
    expect(row('Normalized URL')).toBe('—');
    expect(row('Shopify store')).toBe('No');
    expect(row('Error')).toBe('Private and local addresses cannot be tracked.');
    expect(api.calls.find((c) => c.key === 'POST /api/competitors/validate')?.body).toEqual({
      url: 'http://192.168.1.10',
      name: 'Router',
    });
  });

  it('shows the server message when the check itself fails, else "Validation failed"', async () => {
    let reply = () => json(429, { message: 'Too many checks; wait a minute.' });
    stubApi({ ...signedOut, 'POST /api/competitors/validate': () => reply() });
    renderWithProviders(<UrlDemoPage />);
    await userEvent.type(screen.getByLabelText('Competitor URL'), 'https://shop.example');
    await userEvent.click(screen.getByRole('button', { name: 'Validate URL' }));
    expect(await within(results()).findByText('Too many checks; wait a minute.')).toBeInTheDocument();

    reply = () => new Response('', { status: 500, statusText: 'Internal Server Error' });
    await userEvent.click(screen.getByRole('button', { name: 'Validate URL' }));
    expect(await within(results()).findByText('Validation failed')).toBeInTheDocument();
  });

  it('fills each quick test URL and lists the rules', async () => {
    stubApi(signedOut);
    renderWithProviders(<UrlDemoPage />);
    const input = screen.getByLabelText('Competitor URL') as HTMLInputElement;
    for (const [name, url] of [
      [/^Custom domain/, 'https://www.allbirds.com'],
      [/^Invalid format/, 'not a url'],
      [/^Localhost/, 'http://localhost:3000'],
    ] as const) {
      await userEvent.click(screen.getByRole('button', { name }));
      expect(input.value).toBe(url);
    }
    expect(screen.getByText('Accepted')).toBeInTheDocument();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('.myshopify.com addresses')).toBeInTheDocument();
    expect(screen.getByText('localhost and private or reserved IP addresses')).toBeInTheDocument();
    expect(screen.getByText('Stores you already track')).toBeInTheDocument();
  });

  it('sends visitors to sign-up to add, and links home and to sign-up', async () => {
    stubApi(signedOut);
    renderWithProviders(<UrlDemoPage />);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Add Competitor' }).getAttribute('href')).toBe(
        '/auth?tab=signup',
      ),
    );
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Sign Up' }).getAttribute('href')).toBe('/auth?tab=signup');
  });

  it('lets a signed-in user add the store once both URL and name are given', async () => {
    const api = stubApi({
      ...signedIn,
      'POST /api/competitors': (body) =>
        json(201, { ...(body as object), id: 'n', validation: { isShopify: true, name: 'Bolt' } }),
    });
    renderWithProviders(<UrlDemoPage />);
    const add = await screen.findByRole('button', { name: 'Add Competitor' });
    expect(add).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('Competitor URL'), 'https://bolt.myshopify.com');
    expect(add).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByLabelText('Store name (optional)'), 'Bolt');
    await userEvent.click(add);

    expect(
      await screen.findByText('Competitor added successfully. Scraping will start shortly.'),
    ).toBeInTheDocument();
    expect(api.calls.find((c) => c.key === 'POST /api/competitors')?.body).toEqual({
      name: 'Bolt',
      url: 'https://bolt.myshopify.com',
    });
    expect(screen.getByRole('link', { name: 'See it on your Competitors page' }).getAttribute('href')).toBe(
      '/competitors',
    );
    expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull();
  });

  it('takes a signed-in user at the plan limit to the Pro payment page', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    stubApi({
      ...signedIn,
      'POST /api/competitors': () =>
        json(403, {
          message: 'Free plan allows 1 competitor.',
          error: 'Plan limit reached',
          upgradeMessage: 'Upgrade to Starter or Pro for more stores.',
          plan: 'free',
        }),
    });
    renderWithProviders(<UrlDemoPage />, { url: '/url-demo' });
    await user.type(screen.getByLabelText('Competitor URL'), 'https://bolt.myshopify.com');
    await user.type(screen.getByLabelText('Store name (optional)'), 'Bolt');
    await user.click(await screen.findByRole('button', { name: 'Add Competitor' }));
    expect(await screen.findByText('Upgrade Required')).toBeInTheDocument();
    expect(screen.getByText('Free plan allows 1 competitor. Redirecting to Pro plan...')).toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1500);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/simple-payment?plan=pro'));
  });
});
