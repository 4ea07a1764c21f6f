// Collections: one per product type (split into chunks of at most `maxSize`), so together they partition the
// catalogue and let a crawler pass the 25,000 cap; plus an overlapping "frontpage" like real stores have.

import { slugify } from './catalogue-generate.ts';
import type { Catalogue } from './catalogue.ts';
import { COLLECTION_ID_BASE } from './ids.ts';
import type { FakeCollection, FakeProduct } from './types.ts';

const FRONTPAGE_SIZE = 12;

export class Collections {
  private readonly ids = new Map<string, string>();
  private built:
    | { catalogue: Catalogue; rev: number; list: FakeCollection[]; byHandle: Map<string, FakeCollection> }
    | undefined;
  /** Handles whose products.json answers an empty list although they hold products (a real quirk). */
  readonly emptyHandles = new Set<string>();

  constructor(
    private readonly catalogue: () => Catalogue,
    private readonly maxSize: number,
    private readonly createdAt: number,
  ) {}

  list(): FakeCollection[] {
    return this.build().list;
  }

  get(handle: string): FakeCollection | undefined {
    return this.build().byHandle.get(handle);
  }

  /** Products a collection's products.json lists (empty for the quirky ones). */
  productsOf(collection: FakeCollection): readonly FakeProduct[] {
    return this.emptyHandles.has(collection.handle) ? [] : collection.products;
  }

  private idFor(handle: string): string {
    let id = this.ids.get(handle);
    if (!id) {
      id = String(COLLECTION_ID_BASE + this.ids.size + 1);
      this.ids.set(handle, id);
    }
    return id;
  }

  private make(handle: string, title: string, products: FakeProduct[]): FakeCollection {
    const updatedAt = products.reduce((max, p) => Math.max(max, p.updatedAt), this.createdAt);
    const description = `<p>Shop our ${title.toLowerCase()}.</p>`;
    return {
      id: this.idFor(handle),
      handle,
      title,
      description,
      publishedAt: this.createdAt,
      updatedAt,
      products,
    };
  }

  private build(): { list: FakeCollection[]; byHandle: Map<string, FakeCollection> } {
    const catalogue = this.catalogue();
    if (this.built?.catalogue === catalogue && this.built.rev === catalogue.rev) return this.built;
    const groups = new Map<string, FakeProduct[]>();
    for (const p of catalogue.products) {
      const group = groups.get(p.productType);
      if (group) group.push(p);
      else groups.set(p.productType, [p]);
    }
    const list = [this.make('frontpage', 'Home page', catalogue.products.slice(0, FRONTPAGE_SIZE))];
    for (const [type, products] of groups) {
      const base = slugify(type) || 'other';
      for (let i = 0, chunk = 1; i < products.length; i += this.maxSize, chunk++) {
        const handle = chunk === 1 ? base : `${base}-${chunk}`;
        const title = chunk === 1 ? type || 'Other' : `${type || 'Other'} (${chunk})`;
        list.push(this.make(handle, title, products.slice(i, i + this.maxSize)));
      }
    }
    this.built = { catalogue, rev: catalogue.rev, list, byHandle: new Map(list.map((c) => [c.handle, c])) };
    return this.built;
  }
}
