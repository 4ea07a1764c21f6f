// One bench session's calls: the mix of the screens' calls, and how each is made and timed.
import { performance } from 'node:perf_hooks';
import type { Client } from 'undici';
import { LOAD_MORE_AT } from '../../src/shared/constants/ui.ts';

const PAGE = LOAD_MORE_AT;

export const CALL = {
  dashboard: 'GET /api/dashboard/stats',
  competitors: 'GET /api/competitors',
  products: `GET /api/products?limit=${PAGE}`,
  productsNext: `GET /api/products?limit=${PAGE}&cursor=… (next page)`,
  priceChanges: `GET /api/price-changes?limit=${PAGE}`,
  notifications: `GET /api/notifications?limit=${PAGE}`,
  product: 'GET /api/products/:id',
  settings: 'GET /api/user/settings',
  settingsPatch: 'PATCH /api/user/settings',
  export: 'GET /api/export/products?format=csv',
} as const;
export type TAction = keyof typeof CALL;

/** How often each session picks a call, per 100 picks (a session not on the pro plan never exports). */
export const MIX: { action: TAction; weight: number; note: string }[] = [
  { action: 'dashboard', weight: 20, note: 'the landing screen' },
  { action: 'competitors', weight: 10, note: '' },
  { action: 'products', weight: 15, note: 'first page; keeps its ids and next-page cursor' },
  { action: 'productsNext', weight: 5, note: 'Load More: the x-next-cursor or Link rel="next" page' },
  { action: 'priceChanges', weight: 15, note: '' },
  { action: 'notifications', weight: 10, note: '' },
  { action: 'product', weight: 15, note: 'an id from the last product page read' },
  { action: 'settings', weight: 5, note: '' },
  { action: 'settingsPatch', weight: 4, note: 'toggles emailNotifications' },
  { action: 'export', weight: 1, note: 'pro sessions only; the streamed body read to its end' },
];

export type TSession = {
  username: string;
  plan: string;
  cookie: string;
  client: Client;
  rand: () => number;
  mix: typeof MIX;
  totalWeight: number;
  productIds: number[];
  /** The path of the next product page, from the last page read; null before the first or after the last. */
  nextProducts: string | null;
  emailNotifications: boolean;
};

export type TErrorCount = { count: number; sample: string };
export type TRecorder = {
  latencies: Map<string, number[]>;
  errors: Map<string, TErrorCount>;
  exportBytes: number;
};
export const newRecorder = (): TRecorder => ({ latencies: new Map(), errors: new Map(), exportBytes: 0 });

/** The next page's path from the `x-next-cursor` header, else from `Link: <…>; rel="next"`; null on the last page. */
export function nextPagePath(
  headers: Record<string, string | string[] | undefined>,
  firstPage: string,
): string | null {
  const cursor = headers['x-next-cursor'];
  if (typeof cursor === 'string' && cursor) {
    const url = new URL(firstPage, 'http://x');
    url.searchParams.set('cursor', cursor);
    return `${url.pathname}${url.search}`;
  }
  const link = [headers.link ?? []].flat().join(',');
  const next = /<([^>]+)>\s*;[^,]*\brel="?next"?/i.exec(link)?.[1];
  if (!next) return null;
  const url = new URL(next, 'http://x');
  return `${url.pathname}${url.search}`;
}

type TAnswer = { status: number; headers: Record<string, string | string[] | undefined>; text: string };

/**
 * One call, timed from its sending to the last byte of its answer. A non-2xx answer or a socket error (timeouts
 * included) is counted under the call and its status or error code, with the first answer or message as a sample.
 */
export async function hit(
  rec: TRecorder,
  s: TSession,
  action: TAction,
  path: string,
  patch?: unknown,
): Promise<TAnswer | null> {
  const call = CALL[action];
  const started = performance.now();
  let failure: { key: string; sample: string } | null = null;
  let answer: TAnswer | null = null;
  try {
    const res = await s.client.request({
      method: patch === undefined ? 'GET' : 'PATCH',
      path,
      headers: {
        cookie: s.cookie,
        ...(patch === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: patch === undefined ? undefined : JSON.stringify(patch),
    });
    let text = '';
    if (action === 'export' && res.statusCode === 200) {
      for await (const chunk of res.body) rec.exportBytes += (chunk as Buffer).byteLength;
    } else {
      text = await res.body.text();
    }
    if (res.statusCode >= 200 && res.statusCode < 300) {
      answer = { status: res.statusCode, headers: res.headers, text };
    } else {
      failure = { key: String(res.statusCode), sample: `${s.username}: ${text.slice(0, 300)}` };
    }
  } catch (err) {
    const e = err as Error & { code?: string };
    failure = { key: e.code ?? e.name, sample: `${s.username}: ${e.message}` };
  }
  const ms = performance.now() - started;
  const list = rec.latencies.get(call) ?? [];
  list.push(ms);
  rec.latencies.set(call, list);
  if (failure) {
    const key = `${call} → ${failure.key}`;
    const seen = rec.errors.get(key);
    if (seen) seen.count++;
    else rec.errors.set(key, { count: 1, sample: failure.sample });
  }
  return answer;
}

const firstProductsPage = `/api/products?limit=${PAGE}`;

async function readProducts(rec: TRecorder, s: TSession, action: 'products' | 'productsNext', path: string) {
  const answer = await hit(rec, s, action, path);
  if (!answer) return;
  const items = JSON.parse(answer.text) as { id: number }[];
  if (items.length) s.productIds = items.map((p) => p.id);
  s.nextProducts = nextPagePath(answer.headers, path);
}

/** Runs one call of the mix, as the screen would: a detail or a next page needs a product page read first. */
export async function act(rec: TRecorder, s: TSession, action: TAction): Promise<void> {
  switch (action) {
    case 'products':
      return readProducts(rec, s, 'products', firstProductsPage);
    case 'productsNext':
      return s.nextProducts
        ? readProducts(rec, s, 'productsNext', s.nextProducts)
        : readProducts(rec, s, 'products', firstProductsPage);
    case 'product': {
      if (!s.productIds.length) return readProducts(rec, s, 'products', firstProductsPage);
      const id = s.productIds[Math.floor(s.rand() * s.productIds.length)]!;
      await hit(rec, s, 'product', `/api/products/${id}`);
      return;
    }
    case 'settings':
    case 'settingsPatch': {
      const answer =
        action === 'settings'
          ? await hit(rec, s, 'settings', '/api/user/settings')
          : await hit(rec, s, 'settingsPatch', '/api/user/settings', {
              emailNotifications: !s.emailNotifications,
            });
      if (answer)
        s.emailNotifications = (
          JSON.parse(answer.text) as { emailNotifications: boolean }
        ).emailNotifications;
      return;
    }
    case 'dashboard':
      await hit(rec, s, action, '/api/dashboard/stats');
      return;
    case 'competitors':
      await hit(rec, s, action, '/api/competitors');
      return;
    case 'priceChanges':
      await hit(rec, s, action, `/api/price-changes?limit=${PAGE}`);
      return;
    case 'notifications':
      await hit(rec, s, action, `/api/notifications?limit=${PAGE}`);
      return;
    case 'export':
      await hit(rec, s, action, '/api/export/products?format=csv');
      return;
  }
}

export function pick(s: TSession): TAction {
  let r = s.rand() * s.totalWeight;
  for (const m of s.mix) {
    r -= m.weight;
    if (r < 0) return m.action;
  }
  return s.mix.at(-1)!.action;
}
