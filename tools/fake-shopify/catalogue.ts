// The in-memory catalogue of one store: products in listing order plus lookups by id, handle and variant id.
// Id and variant lookups are indexed on first use, so building a large catalogue stays fast.

import { generateProduct, type GenContext } from './catalogue-generate.ts';
import { normalizeId, type IdLike } from './ids.ts';
import type { FakeProduct, FakeVariant } from './types.ts';

export class Catalogue {
  readonly products: FakeProduct[] = [];
  private readonly byHandle = new Map<string, FakeProduct>();
  /** Last -N suffix used per base handle, so taking a unique handle stays O(1). */
  private readonly handleSuffix = new Map<string, number>();
  private byId: Map<string, FakeProduct> | undefined;
  private byVariant: Map<string, FakeProduct> | undefined;
  /** Next generation index; never reused, so generated ids never repeat. */
  private nextIndex = 0;
  /** Bumped when products are added or removed (collections and sitemaps cache on it). */
  rev = 0;

  constructor(readonly gen: GenContext) {}

  get size(): number {
    return this.products.length;
  }

  /** Grows by generating new products or shrinks by dropping the last ones. */
  setSize(n: number): void {
    if (n < this.products.length) {
      for (const p of this.products.splice(n)) this.unindex(p);
    }
    while (this.products.length < n) this.insert(this.generate(), false);
    this.rev++;
  }

  generate(): FakeProduct {
    return generateProduct(this.gen, this.nextIndex++);
  }

  /**
   * Adds a product at the end of the listing; its handle gets a -N suffix when taken.
   * `checkId` can be off for freshly generated products, whose ids are unique by construction.
   */
  insert(product: FakeProduct, checkId = true): FakeProduct {
    if (checkId && this.indexes().byId.has(product.id))
      throw new Error(`product ${product.id} already exists`);
    if (this.byHandle.has(product.handle)) {
      let n = (this.handleSuffix.get(product.handle) ?? 0) + 1;
      while (this.byHandle.has(`${product.handle}-${n}`)) n++;
      this.handleSuffix.set(product.handle, n);
      product.handle = `${product.handle}-${n}`;
    }
    this.products.push(product);
    this.byHandle.set(product.handle, product);
    if (this.byId && this.byVariant) {
      this.byId.set(product.id, product);
      for (const v of product.variants) this.byVariant.set(v.id, product);
    }
    this.rev++;
    return product;
  }

  remove(id: IdLike): FakeProduct {
    const product = this.product(id);
    this.products.splice(this.products.indexOf(product), 1);
    this.unindex(product);
    this.rev++;
    return product;
  }

  product(id: IdLike): FakeProduct {
    const product = this.findProduct(id);
    if (!product) throw new Error(`no product ${String(id)}`);
    return product;
  }

  findProduct(id: IdLike): FakeProduct | undefined {
    return this.indexes().byId.get(normalizeId(id));
  }

  byHandleOrUndefined(handle: string): FakeProduct | undefined {
    return this.byHandle.get(handle);
  }

  variant(id: IdLike): { product: FakeProduct; variant: FakeVariant } {
    const key = normalizeId(id);
    const product = this.indexes().byVariant.get(key);
    const variant = product?.variants.find((v) => v.id === key);
    if (!product || !variant) throw new Error(`no variant ${String(id)}`);
    return { product, variant };
  }

  indexVariant(product: FakeProduct, variant: FakeVariant): void {
    this.indexes().byVariant.set(variant.id, product);
  }

  unindexVariant(variant: FakeVariant): void {
    this.byVariant?.delete(variant.id);
  }

  allVariants(): FakeVariant[] {
    return this.products.flatMap((p) => p.variants);
  }

  private indexes(): { byId: Map<string, FakeProduct>; byVariant: Map<string, FakeProduct> } {
    if (!this.byId || !this.byVariant) {
      this.byId = new Map();
      this.byVariant = new Map();
      for (const p of this.products) {
        this.byId.set(p.id, p);
        for (const v of p.variants) this.byVariant.set(v.id, p);
      }
    }
    return { byId: this.byId, byVariant: this.byVariant };
  }

  private unindex(product: FakeProduct): void {
    this.byHandle.delete(product.handle);
    this.byId?.delete(product.id);
    for (const v of product.variants) this.byVariant?.delete(v.id);
  }
}
