// Test helpers for web components: a stubbed network at the browser boundary (fetch), providers, toasts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { TPublicUser } from '@shared/contracts/auth';
import type { TCompetitor } from '@shared/contracts/competitors';
import type { TPlan } from '@shared/contracts/plans';
import { Toaster } from '@web/components/ui/toaster';
import { dismissToast, useToasts } from '@web/components/ui/use-toast';

export const json = (status: number, body: unknown) =>
  status === 204
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * One page of a cursor-paginated list as the server answers it: the items, the next page in an RFC 8288 Link
 * header (or, with `legacyCursor`, the older x-next-cursor header) and X-Total-Count when given.
 */
export function page(
  items: unknown[],
  opts: { next?: { path: string; cursor: string }; legacyCursor?: string; total?: number } = {},
) {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (opts.next) {
    const target = `${opts.next.path}${opts.next.path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(opts.next.cursor)}`;
    headers.set('link', `<${target}>; rel="next"`);
  }
  if (opts.legacyCursor) headers.set('x-next-cursor', opts.legacyCursor);
  if (opts.total !== undefined) headers.set('x-total-count', String(opts.total));
  return new Response(JSON.stringify(items), { status: 200, headers });
}

export const sampleUser: TPublicUser = {
  id: 'u1',
  username: 'maria',
  email: 'maria@shop.test',
  firstName: 'Maria',
  lastName: null,
  profileImageUrl: null,
  subscriptionStatus: 'active',
  subscriptionPlan: 'starter',
  isAdmin: false,
  timezone: 'UTC',
  emailNotifications: true,
  slackNotifications: false,
  alertFrequency: 'daily',
  csvFormat: 'standard',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const plan = (key: TPlan['key'], name: string, price: number, maxCompetitors: number): TPlan => ({
  key,
  name,
  price,
  maxCompetitors,
  scrapingIntervalMinutes: 1440,
  features: [`${maxCompetitors} stores`],
  description: `${name} plan.`,
});

export const samplePlans: TPlan[] = [
  plan('free', 'Free', 0, 1),
  plan('starter', 'Starter', 1900, 3),
  plan('pro', 'Pro', 4900, 10),
];

export function sampleCompetitor(overrides: Partial<TCompetitor> = {}): TCompetitor {
  return {
    id: 'c1',
    name: 'Acme Outdoor',
    url: 'https://acme-outdoor.com',
    domain: 'acme-outdoor.com',
    status: 'active',
    lastScraped: null,
    productCount: 0,
    errorMessage: null,
    deactivatedAt: null,
    currency: 'USD',
    progress: null,
    nextTryAt: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

type TRoute = (body: unknown) => Response | Promise<Response>;

/** Stubs fetch at the browser boundary: "METHOD /path" → answer; anything else is a 404. */
export function stubApi(routes: Record<string, TRoute>) {
  const calls: { key: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ key, body });
      const route = routes[key];
      return route ? route(body) : json(404, { message: `No stub for ${key}` });
    }),
  );
  return { calls, count: (key: string) => calls.filter((c) => c.key === key).length };
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

export function renderWithProviders(ui: ReactNode, { url = '/' }: { url?: string } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          {ui}
          <Where />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}

/** Toasts live in a module-wide store: close what a test left open so the next one starts clean. */
export function dismissAllToasts() {
  const { result, unmount } = renderHook(() => useToasts());
  for (const t of result.current) if (t.open) dismissToast(t.id);
  unmount();
}
