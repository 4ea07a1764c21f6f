// The in-memory catalogue of one store: products in listing order plus lookups by id, handle and variant id.

import { generateProduct, type GenContext } from './catalogue-generate.ts';
import { normalizeId, type IdLike } from './ids.ts';
import type { FakeProduct, FakeVariant } from './types.ts';

export class Catalogue {
  readonly products: FakeProduct[] = [];
  private readonly byId = new Map<string, FakeProduct>();
  private readonly byHandle = new Map<string, FakeProduct>();
  private readonly byVariant = new Map<string, FakeProduct>();
  /** Last -N suffix used per base handle, so taking a unique handle stays O(1). */
  private readonly handleSuffix = new Map<string, number>();
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
      this.rev++;
      return;
    }
    while (this.products.length < n) this.insert(this.generate());
    this.rev++;
  }

  generate(): FakeProduct {
    return generateProduct(this.gen, this.nextIndex++);
  }

  /** Adds a product at the end of the listing; its handle gets a -N suffix when taken. */
  insert(product: FakeProduct): FakeProduct {
    if (this.byId.has(product.id)) throw new Error(`product ${product.id} already exists`);
    if (this.byHandle.has(product.handle)) {
      let n = (this.handleSuffix.get(product.handle) ?? 0) + 1;
      while (this.byHandle.has(`${product.handle}-${n}`)) n++;
      this.handleSuffix.set(product.handle, n);
      product.handle = `${product.handle}-${n}`;
    }
    this.products.push(product);
    this.byId.set(product.id, product);
    this.byHandle.set(product.handle, product);
    for (const v of product.variants) this.byVariant.set(v.id, product);
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
    const product = this.byId.get(normalizeId(id));
    if (!product) throw new Error(`no product ${String(id)}`);
    return product;
  }

  findProduct(id: IdLike): FakeProduct | undefined {
    return this.byId.get(normalizeId(id));
  }

  byHandleOrUndefined(handle: string): FakeProduct | undefined {
    return this.byHandle.get(handle);
  }

  variant(id: IdLike): { product: FakeProduct; variant: FakeVariant } {
    const key = normalizeId(id);
    const product = this.byVariant.get(key);
    const variant = product?.variants.find((v) => v.id === key);
    if (!product || !variant) throw new Error(`no variant ${String(id)}`);
    return { product, variant };
  }

  indexVariant(product: FakeProduct, variant: FakeVariant): void {
    this.byVariant.set(variant.id, product);
  }

  unindexVariant(variant: FakeVariant): void {
    this.byVariant.delete(variant.id);
  }

  allVariants(): FakeVariant[] {
    return this.products.flatMap((p) => p.variants);
  }

  private unindex(product: FakeProduct): void {
    this.byId.delete(product.id);
    this.byHandle.delete(product.handle);
    for (const v of product.variants) this.byVariant.delete(v.id);
  }
}
