import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TApiToken } from '@shared/contracts/api-tokens';
import { dismissAllToasts } from '@web/testing';
import { json, renderWithProviders, stubApi } from '@web/testing';
import { ApiTokensCard } from './api-tokens-card';

afterEach(() => {
  vi.unstubAllGlobals();
  dismissAllToasts();
});

const token = (over: Partial<TApiToken> = {}): TApiToken => ({
  id: 't1',
  name: 'n8n workflow',
  prefix: 'rw_3fA9c1x',
  lastUsedAt: null,
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  ...over,
});

describe('ApiTokensCard', () => {
  it('lists tokens with prefix, age and last use ("Never" when unused)', async () => {
    stubApi({
      'GET /api/user/api-tokens': () =>
        json(200, [
          token(),
          token({ id: 't2', name: 'CI export', prefix: 'rw_Zz81kQa', lastUsedAt: new Date().toISOString() }),
        ]),
    });
    renderWithProviders(<ApiTokensCard />);
    const list = await screen.findByRole('list', { name: 'API tokens' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first!.textContent).toContain('n8n workflow');
    expect(first!.textContent).toContain('rw_3fA9c1x…');
    expect(first!.textContent).toContain('Created 3d ago');
    expect(first!.textContent).toContain('Last used Never');
    expect(second!.textContent).toContain('Last used Just now');
  });

  it('shows loading, then an empty state', async () => {
    stubApi({ 'GET /api/user/api-tokens': () => json(200, []) });
    renderWithProviders(<ApiTokensCard />);
    expect(screen.getByText('Loading API tokens...')).toBeInTheDocument();
    expect(await screen.findByText('No API tokens yet')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    stubApi({
      'GET /api/user/api-tokens': () =>
        fail ? json(500, { message: 'Database unavailable' }) : json(200, [token()]),
    });
    renderWithProviders(<ApiTokensCard />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not load your API tokens')).toBeInTheDocument();
    expect(within(alert).getByText('Database unavailable')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('n8n workflow')).toBeInTheDocument();
  });

  it('creates a token, shows it once with a copy button and a warning, then lists it', async () => {
    const user = userEvent.setup();
    let tokens: TApiToken[] = [];
    const api = stubApi({
      'GET /api/user/api-tokens': () => json(200, tokens),
      'POST /api/user/api-tokens': (body) => {
        const created = token({ id: 't9', name: (body as { name: string }).name, prefix: 'rw_secretA' });
        tokens = [created];
        return json(201, { ...created, token: 'rw_secretAbcdefghijklmnopqrstuvwxyz0123456789AB' });
      },
    });
    renderWithProviders(<ApiTokensCard />);
    await screen.findByText('No API tokens yet');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(api.count('POST /api/user/api-tokens')).toBe(0);

    await user.type(within(dialog).getByLabelText('Token name'), '  Zapier  ');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    const shown = (await within(dialog).findByLabelText('New API token')) as HTMLInputElement;
    expect(api.calls.find((c) => c.key === 'POST /api/user/api-tokens')?.body).toEqual({ name: 'Zapier' });
    expect(shown.value).toBe('rw_secretAbcdefghijklmnopqrstuvwxyz0123456789AB');
    expect(within(dialog).getByText(/It won't be shown again/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe('rw_secretAbcdefghijklmnopqrstuvwxyz0123456789AB');
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Zapier')).toBeInTheDocument();
    expect(screen.queryByText(/rw_secretAbcdefghij/)).toBeNull();
  });

  it('says why a create failed', async () => {
    stubApi({
      'GET /api/user/api-tokens': () => json(200, []),
      'POST /api/user/api-tokens': () =>
        json(400, {
          message: 'You can have at most 20 active API tokens. Revoke one you no longer use first.',
        }),
    });
    renderWithProviders(<ApiTokensCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Create token' }));
    await userEvent.type(await screen.findByLabelText('Token name'), 'One more');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create token' }));
    // The toast's own title and text (its screen-reader announcement repeats them for a moment elsewhere).
    const title = await screen.findByText('Token Creation Failed');
    expect(title.parentElement).toHaveTextContent(
      'You can have at most 20 active API tokens. Revoke one you no longer use first.',
    );
  });

  it('revokes a token only after confirmation', async () => {
    let tokens = [token()];
    const api = stubApi({
      'GET /api/user/api-tokens': () => json(200, tokens),
      'DELETE /api/user/api-tokens/t1': () => {
        tokens = [];
        return json(204, null);
      },
    });
    renderWithProviders(<ApiTokensCard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke n8n workflow' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Revoke “n8n workflow”?')).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.count('DELETE /api/user/api-tokens/t1')).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Revoke n8n workflow' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke token' }),
    );
    expect(await screen.findByText('Token Revoked')).toBeInTheDocument();
    expect(api.count('DELETE /api/user/api-tokens/t1')).toBe(1);
    expect(await screen.findByText('No API tokens yet')).toBeInTheDocument();
  });
});
