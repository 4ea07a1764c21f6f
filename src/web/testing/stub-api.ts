// The network at the browser boundary: fetch answers from a table of routes.
import { vi } from 'vitest';

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
    const { path, cursor } = opts.next;
    headers.set(
      'link',
      `<${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}>; rel="next"`,
    );
  }
  if (opts.legacyCursor) headers.set('x-next-cursor', opts.legacyCursor);
  if (opts.total !== undefined) headers.set('x-total-count', String(opts.total));
  return new Response(JSON.stringify(items), { status: 200, headers });
}

type TRoute = (body: unknown, headers: Record<string, string>) => Response | Promise<Response>;

/**
 * Stubs fetch: "METHOD /path?query" → answer; anything else is a 404. Returns the calls made (key and JSON
 * body), the same calls with their request headers (`requests`, names in lower case) and a counter by key.
 * Undo with vi.unstubAllGlobals() after each test.
 */
export function stubApi(routes: Record<string, TRoute>) {
  const calls: { key: string; body: unknown }[] = [];
  const requests: { key: string; body: unknown; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url}`;
      const text = init?.body ? String(init.body) : undefined;
      // A JSON body is parsed; any other (a CSV upload, say) is kept as its text.
      let body: unknown = text;
      try {
        body = text === undefined ? undefined : JSON.parse(text);
      } catch {
        // not JSON
      }
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      calls.push({ key, body });
      requests.push({ key, body, headers });
      const route = routes[key];
      return route ? route(body, headers) : json(404, { message: `No stub for ${key}` });
    }),
  );
  return { calls, requests, count: (key: string) => calls.filter((c) => c.key === key).length };
}
