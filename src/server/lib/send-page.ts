import type { FastifyReply, FastifyRequest } from 'fastify';

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
 * The true total of a list, sent with its first page only (later pages keep the figure the list already shows):
 * a first page shorter than the limit is the whole list, else the list's own count query answers.
 */
export async function firstPageTotal(opts: {
  isFirstPage: boolean;
  pageLength: number;
  limit: number;
  count: () => Promise<number>;
}): Promise<number | undefined> {
  if (!opts.isFirstPage) return undefined;
  return opts.pageLength < opts.limit ? opts.pageLength : opts.count();
}
