import type { FastifyReply, FastifyRequest } from 'fastify';
import { encodeCursor } from './keyset-cursor';

export type TPage<T> = { items: T[]; nextCursor: string | null; total?: number };

/**
 * Sets the paging headers of a list answer and returns its items: the next page as an RFC 8288
 * `Link: <…>; rel="next"` (the request's own URL with the cursor replaced), `x-next-cursor` for clients that
 * read the bare cursor, and `X-Total-Count` when the list knows its true total.
 */
export function sendPage<T>(request: FastifyRequest, reply: FastifyReply, page: TPage<T>): T[] {
  if (page.nextCursor) {
    reply.header('link', `<${nextPageUrl(request.url, page.nextCursor)}>; rel="next"`);
    reply.header('x-next-cursor', page.nextCursor);
  }
  if (page.total !== undefined) reply.header('x-total-count', String(page.total));
  return page.items;
}

/** The request's own path and query with the cursor replaced; always relative, whatever form the URL came in. */
export function nextPageUrl(url: string, cursor: string): string {
  const next = new URL(url, 'http://rivalwatch.invalid');
  next.searchParams.set('cursor', cursor);
  return `${next.pathname}${next.search}`;
}

/**
 * Cuts a keyset page from the limit+1 rows a list read: the page's rows, the cursor of the next page (when the
 * extra row shows there is one) and the true total, sent with the first page only (later pages keep the figure
 * the list already shows); a first page shorter than the limit is the whole list, else the list's count answers.
 */
export async function keysetPage<R, T>(opts: {
  rows: R[];
  limit: number;
  isFirstPage: boolean;
  count: () => Promise<number>;
  cursorOf: (last: R) => (string | number)[];
  toItem: (row: R) => T;
}): Promise<TPage<T>> {
  const rows = opts.rows.slice(0, opts.limit);
  const last = rows.at(-1);
  const nextCursor = opts.rows.length > opts.limit && last ? encodeCursor(opts.cursorOf(last)) : null;
  const items = rows.map(opts.toItem);
  if (!opts.isFirstPage) return { items, nextCursor };
  return { items, nextCursor, total: rows.length < opts.limit ? rows.length : await opts.count() };
}
