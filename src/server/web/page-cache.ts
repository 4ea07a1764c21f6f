import { createHash } from 'node:crypto';

/** A rendered page and its validator. */
export type TCachedPage = { status: number; html: string; etag: string };

/**
 * The last few rendered pages, keyed by URL and the answers they were rendered from: a page is rendered again
 * only when its figures change (a plan's price, a status probe), and its ETag says so to the browser.
 */
export function createPageCache(max = 64) {
  const pages = new Map<string, TCachedPage>();
  return {
    async get(
      url: string,
      answers: unknown,
      render: () => Promise<{ status: number; html: string }>,
    ): Promise<TCachedPage> {
      const key = `${url}\n${JSON.stringify(answers)}`;
      const hit = pages.get(key);
      if (hit) {
        pages.delete(key); // most recently used goes last
        pages.set(key, hit);
        return hit;
      }
      const { status, html } = await render();
      const etag = `"${createHash('sha1').update(html).digest('base64url')}"`;
      const page = { status, html, etag };
      pages.set(key, page);
      if (pages.size > max) pages.delete(pages.keys().next().value!);
      return page;
    },
  };
}
