import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TOnboarding } from '@shared/contracts/onboarding';
import { dismissAllToasts, json, renderWithProviders, stubApi } from '@web/testing';
import { GettingStartedCard } from './getting-started-card';

afterEach(() => {
  dismissAllToasts();
  vi.unstubAllGlobals();
});

const steps = (
  over: Partial<Record<'own_store' | 'competitor' | 'alert', 'done' | 'skipped'>> = {},
): TOnboarding => {
  const list = (['own_store', 'competitor', 'alert'] as const).map((step) => ({
    step,
    done: over[step] === 'done',
    skipped: over[step] === 'skipped',
    skippable: step === 'own_store',
  }));
  return { steps: list, show: list.some((s) => !s.done && !s.skipped) };
};

describe('GettingStartedCard', () => {
  it('marks the done steps, and a skipped own store hides the card for good', async () => {
    let answer = steps({ competitor: 'done' });
    const api = stubApi({
      'GET /api/dashboard/getting-started': () => json(200, answer),
      'POST /api/dashboard/getting-started/skips': () => {
        answer = steps({ competitor: 'done', own_store: 'skipped', alert: 'done' });
        return json(204, null);
      },
    });
    renderWithProviders(<GettingStartedCard />);
    const card = await screen.findByRole('region', { name: 'Getting started' });
    expect(
      within(card).getByText('1 of 3 steps done. Each one is marked done as soon as it is.'),
    ).toBeInTheDocument();
    const rows = within(card).getAllByRole('listitem');
    expect(rows.map((r) => within(r).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Add your own store',
      'Add a first competitor (done)',
      'Set an alert',
    ]);
    expect(within(rows[1]!).getByText('Done')).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'Set an alert' }).getAttribute('href')).toBe('/alerts');

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull());
    expect(api.calls.find((c) => c.key === 'POST /api/dashboard/getting-started/skips')?.body).toEqual({
      step: 'own_store',
    });
  });

  it('adds the own store with the Settings form and its checks, then marks the step done', async () => {
    let answer = steps();
    const api = stubApi({
      'GET /api/dashboard/getting-started': () => json(200, answer),
      'POST /api/my-store': () => {
        answer = steps({ own_store: 'done' });
        return json(201, {});
      },
    });
    renderWithProviders(<GettingStartedCard />);
    const card = await screen.findByRole('region', { name: 'Getting started' });
    await userEvent.click(within(card).getByRole('button', { name: 'Add my store' }));
    // The form loads on demand, with the same check as Settings → My store.
    const submit = await within(card).findByRole('button', { name: 'Add my store' }, { timeout: 15_000 });
    await userEvent.click(submit);
    expect(await within(card).findByText('Please enter a URL')).toBeInTheDocument();
    expect(api.count('POST /api/my-store')).toBe(0);
    await userEvent.type(within(card).getByLabelText('Your store’s URL'), 'https://my-shop.example');
    await userEvent.click(within(card).getByRole('button', { name: 'Add my store' }));
    await waitFor(
      () =>
        expect(within(card).getAllByRole('heading', { level: 3 })[0]).toHaveTextContent(
          'Add your own store (done)',
        ),
      { timeout: 5000 },
    );
    expect(api.calls.find((c) => c.key === 'POST /api/my-store')?.body).toEqual({
      url: 'https://my-shop.example',
    });
  });

  it('shows nothing when every step is done or skipped, or when the steps cannot be read', async () => {
    stubApi({
      'GET /api/dashboard/getting-started': () =>
        json(200, steps({ own_store: 'skipped', competitor: 'done', alert: 'done' })),
    });
    const { unmount } = renderWithProviders(<GettingStartedCard />);
    await waitFor(() => expect(screen.queryByText('Getting started')).toBeNull());
    unmount();
    vi.unstubAllGlobals();
    const api = stubApi({ 'GET /api/dashboard/getting-started': () => json(500, { message: 'down' }) });
    renderWithProviders(<GettingStartedCard />);
    await waitFor(() => expect(api.count('GET /api/dashboard/getting-started')).toBe(1));
    expect(screen.queryByText('Getting started')).toBeNull();
  });
});
