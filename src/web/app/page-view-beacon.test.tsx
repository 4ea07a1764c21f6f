import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@web/testing';
import { PageViewBeacon } from './page-view-beacon';

afterEach(() => vi.unstubAllGlobals());

describe('PageViewBeacon', () => {
  it('posts the path, without its query and without cookies, to our own server on each route change', async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, init });
        // The first count fails: the page goes on regardless.
        return sent.length === 1
          ? Promise.reject(new TypeError('offline'))
          : new Response(null, { status: 204 });
      }),
    );
    renderWithProviders(
      <>
        <PageViewBeacon />
        <Link to="/faq?x=1">FAQ</Link>
      </>,
      { url: '/auth?email=alice@example.com' },
    );
    await waitFor(() => expect(sent).toHaveLength(1));
    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent.map((s) => s.url)).toEqual(['/api/page-views', '/api/page-views']);
    expect(sent.map((s) => JSON.parse(String(s.init.body)))).toEqual([{ path: '/auth' }, { path: '/faq' }]);
    expect(sent.every((s) => s.init.method === 'POST' && s.init.credentials === 'omit')).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent('/faq?x=1');
  });
});
