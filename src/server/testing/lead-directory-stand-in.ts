import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TDirectoryStore } from '../admin/marketing/directory-client';

/**
 * A local store directory for tests that speaks Store Leads' v1 domain search: `GET /v1/all/domain` with
 * `Authorization: Bearer <key>` (401 otherwise), the `f:cc`, `f:categories` and `f:esmin` filters, `page` and
 * `page_size` paging, and 429 with Retry-After on demand. Stores live in memory.
 */
export type TLeadDirectoryStandIn = {
  url: string;
  apiKey: string;
  stores: TDirectoryStore[];
  /** Every request: its path and query. */
  requests: { path: string; query: Record<string, string> }[];
  /** The next n requests answer 429 with this Retry-After (seconds). */
  rateLimitNext(n: number, retryAfterSeconds: number): void;
  close(): Promise<void>;
};

export async function startLeadDirectoryStandIn(
  stores: TDirectoryStore[] = [],
  apiKey = 'sl-test-key',
): Promise<TLeadDirectoryStandIn> {
  let limited = 0;
  let retryAfter = 1;
  const standIn = { stores, apiKey, requests: [] } as unknown as TLeadDirectoryStandIn;
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in.invalid');
    standIn.requests.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return json(401, { error: 'Invalid API key' });
    }
    if (limited > 0) {
      limited -= 1;
      return json(429, { error: 'Too many requests' }, { 'retry-after': String(retryAfter) });
    }
    if (req.method !== 'GET' || url.pathname !== '/v1/all/domain') return json(404, { error: 'Not found' });
    const list = (k: string) =>
      (url.searchParams.get(k) ?? '')
        .split(',')
        .map((v) => v.trim().toLowerCase())
        .filter(Boolean);
    const countries = list('f:cc');
    const categories = list('f:categories');
    const minSales = Number(url.searchParams.get('f:esmin') ?? 0);
    const page = Number(url.searchParams.get('page') ?? 0);
    const pageSize = Math.min(Number(url.searchParams.get('page_size') ?? 50), 50);
    const matching = standIn.stores.filter(
      (s) =>
        (!countries.length || countries.includes((s.country_code ?? '').toLowerCase())) &&
        (!categories.length ||
          (s.categories ?? []).some((c) => categories.some((want) => c.toLowerCase().includes(want)))) &&
        (s.estimated_sales ?? 0) >= minSales,
    );
    json(200, { domains: matching.slice(page * pageSize, (page + 1) * pageSize) });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.rateLimitNext = (n, seconds) => {
    limited = n;
    retryAfter = seconds;
  };
  standIn.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return standIn;
}

/** A directory store as Store Leads describes one; yearly revenue in dollars becomes monthly cents. */
export function directoryStore(
  name: string,
  opts: {
    country?: string;
    category?: string;
    yearlyRevenue?: number;
    email?: string;
    merchant?: string;
  } = {},
): TDirectoryStore {
  return {
    name,
    merchant_name: opts.merchant ?? name.split('.')[0]!.replace(/^\w/, (c) => c.toUpperCase()),
    country_code: opts.country ?? 'US',
    currency_code: 'USD',
    categories: [`/${opts.category ?? 'Apparel'}`],
    estimated_sales: Math.round(((opts.yearlyRevenue ?? 120_000) * 100) / 12),
    product_count: 40,
    plan: 'Basic',
    employee_count: 3,
    description: null,
    contact_info: opts.email ? [{ type: 'email', value: opts.email }] : [],
  };
}
