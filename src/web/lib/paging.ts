import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { LOAD_MORE_AT } from '@shared/constants/ui';
import { formatCount } from '@shared/format';
import { send } from './api-client';

/** One page of a cursor-paginated list: its items, the next page's cursor, and the list's total when counted. */
export type TPage<T> = { items: T[]; nextCursor: string | null; total: number | null };

/** Page size asked of cursor-paginated lists; "Load More" appears at 50 items. */
export const LIST_PAGE_SIZE = LOAD_MORE_AT;

/** The path with its query, leaving out empty values. */
export function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const LINK_VALUE = /<([^>]*)>((?:"(?:[^"\\]|\\.)*"|[^<",])*)/g;
const LINK_PARAM = /;\s*([^\s=;,]+)\s*(?:=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s;,]*)))?/g;

/** The target of the rel="next" link of an RFC 8288 Link header, if there is one. */
export function nextLinkTarget(link: string | null): string | null {
  for (const [, target = '', params = ''] of (link ?? '').matchAll(LINK_VALUE)) {
    for (const [, name = '', quoted, bare] of params.matchAll(LINK_PARAM)) {
      const rels = (quoted ?? bare ?? '').toLowerCase().split(/\s+/);
      if (name.toLowerCase() === 'rel' && rels.includes('next')) return target;
    }
  }
  return null;
}

/**
 * What the headers say about the next page and the whole list: the cursor of the Link header's next page, else
 * the older x-next-cursor header; the X-Total-Count total when the server counts the list.
 */
export function pageHeaders(headers: Headers): Pick<TPage<unknown>, 'nextCursor' | 'total'> {
  const next = nextLinkTarget(headers.get('link'));
  const fromLink = next === null ? null : new URL(next, 'http://link.invalid').searchParams.get('cursor');
  const total = headers.get('x-total-count')?.trim() ?? '';
  return {
    nextCursor: fromLink || headers.get('x-next-cursor') || null,
    total: /^\d+$/.test(total) ? Number(total) : null,
  };
}

/** The next page of a paged list, for its footer's "Load more". */
export type TNextPage = { hasNextPage: boolean; isFetchingNextPage: boolean; onLoadMore: () => void };

/** What a screen shows of a paged query: every loaded item, the list's total when known, the next page. */
export type TPagedList<T> = { items: T[]; total: number | null; next: TNextPage };

export function pagedList<T>(
  query: UseInfiniteQueryResult<InfiniteData<{ items: T[]; total?: number | null }>>,
): TPagedList<T> {
  const pages = query.data?.pages ?? [];
  return {
    items: pages.flatMap((p) => p.items),
    // The server counts the list with its first page only; later pages keep that figure.
    total: pages.find((p) => p.total !== null && p.total !== undefined)?.total ?? null,
    next: {
      hasNextPage: query.hasNextPage,
      isFetchingNextPage: query.isFetchingNextPage,
      onLoadMore: () => void query.fetchNextPage(),
    },
  };
}

/**
 * A paged list's footer: "Showing 20 of 1,234 products" with the true total, or "Showing 50 products so far"
 * while more pages wait uncounted.
 */
export function showingText(shown: number, total: number | null, noun: string): string {
  return total === null
    ? `Showing ${formatCount(shown)} ${noun} so far`
    : `Showing ${formatCount(shown)} of ${formatCount(total)} ${noun}`;
}

/**
 * GET of a cursor-paginated list: the items, and from the headers the next page's cursor and the total. Here, not
 * in api-client.ts, so the first load (which pages nothing) does not carry the paging helpers.
 */
export async function apiGetPage<T>(path: string): Promise<TPage<T>> {
  const res = await send('GET', path);
  return { items: (await res.json()) as T[], ...pageHeaders(res.headers) };
}
