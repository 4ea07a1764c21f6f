// The store's "best selling" order, as /collections/all?sort_by=best-selling shows it (HTML, 24 links a page) and, when
// the store honours it, /collections/all/products.json?sort_by=best-selling. Real stores and themes differ: some JSON
// listings ignore sort_by (HTML only), and some stores hide the all-products collection, so no order can be read.

import type { FakeProduct } from './types.ts';

export const HTML_PAGE_SIZE = 24;

/** honoured: JSON and HTML agree; json-ignores-sort: JSON keeps its own order; unreadable: /collections/all is 404. */
export type BestSellingMode = 'honoured' | 'json-ignores-sort' | 'unreadable';

export class BestSelling {
  mode: BestSellingMode = 'honoured';
  /** Handles first in the order, best first; the rest follow in reverse catalogue order. Null: reverse order. */
  private handles: string[] | null = null;

  set(handles: readonly string[] | null): void {
    this.handles = handles ? [...handles] : null;
  }

  reset(): void {
    this.mode = 'honoured';
    this.handles = null;
  }

  /** The whole catalogue in best-selling order. */
  order(products: readonly FakeProduct[]): FakeProduct[] {
    const rest = [...products].reverse();
    if (!this.handles) return rest;
    const byHandle = new Map(products.map((p) => [p.handle, p]));
    const first = this.handles.map((h) => byHandle.get(h)).filter((p): p is FakeProduct => p !== undefined);
    const chosen = new Set(first);
    return [...first, ...rest.filter((p) => !chosen.has(p))];
  }
}
