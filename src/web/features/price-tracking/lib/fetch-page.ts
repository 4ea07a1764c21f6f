import { errorFromResponse } from '@web/lib/api-client';

/** One page of a keyset-paged list: its items, and the cursor of the next page when there is one. */
export type TPage<T> = { items: T[]; nextCursor: string | null };

/** Rows asked for per page of the price-tracking lists. */
export const LIST_PAGE_SIZE = 50;

/** The path with its query, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * GET of one page of a list: the body is the page's items, and the server names the next page's cursor in
 * the x-next-cursor header, absent on the last page. `api.get` returns only the body, hence this fetch of its
 * own. A failure throws the ApiError every other call throws (docs/product-rules.md R36).
 */
export async function getPage<T>(path: string): Promise<TPage<T>> {
  const res = await fetch(path, { method: 'GET', credentials: 'include' });
  if (!res.ok) throw await errorFromResponse(res);
  const items = (await res.json()) as T[];
  return { items, nextCursor: res.headers.get('x-next-cursor') || null };
}
