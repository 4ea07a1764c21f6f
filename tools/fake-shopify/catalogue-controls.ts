// Test controls that change the catalogue. Every change bumps updated_at and the product's revision.

import { slugify } from './catalogue-generate.ts';
import type { Catalogue } from './catalogue.ts';
import { ADDED_VARIANT_ID_BASE, normalizeId, type IdLike } from './ids.ts';
import { fromCents, isZeroDecimal, normalizePrice, toCents } from './money.ts';
import { sample, type Rng } from './rng.ts';
import type { FakeProduct, FakeVariant } from './types.ts';

export type PriceInput = string | number | null;

/** Fields for addProduct; price, compareAtPrice and available apply to every variant. */
export type ProductInput = Partial<Omit<FakeProduct, 'rev'>> & {
  price?: PriceInput;
  compareAtPrice?: PriceInput;
  available?: boolean;
};

export type ProductPatch = Partial<
  Pick<FakeProduct, 'title' | 'vendor' | 'productType' | 'tags' | 'bodyHtml'>
>;

export abstract class CatalogueControls {
  private addedVariants = 0;
  private readonly saleOriginals = new Map<string, { price: string | null; compareAt: string | null }>();

  protected abstract get catalogue(): Catalogue;
  /** Default random source of the store (seeded). */
  protected abstract rng: Rng;

  protected touch(product: FakeProduct, variant?: FakeVariant): void {
    const now = Date.now();
    product.updatedAt = now;
    if (variant) variant.updatedAt = now;
    product.rev++;
  }

  setPrice(variantId: IdLike, price: PriceInput): void {
    const { product, variant } = this.catalogue.variant(variantId);
    variant.price = normalizePrice(price);
    this.touch(product, variant);
  }

  setCompareAt(variantId: IdLike, value: PriceInput): void {
    const { product, variant } = this.catalogue.variant(variantId);
    variant.compareAtPrice = normalizePrice(value);
    this.touch(product, variant);
  }

  /** A variant id sets that variant; a product id sets all its variants. */
  setAvailable(id: IdLike, available: boolean): void {
    const product = this.catalogue.findProduct(id);
    const targets = product
      ? product.variants.map((v) => ({ product, variant: v }))
      : [this.catalogue.variant(id)];
    for (const t of targets) {
      t.variant.available = available;
      this.touch(t.product, t.variant);
    }
  }

  updateProduct(id: IdLike, patch: ProductPatch): FakeProduct {
    const product = this.catalogue.product(id);
    Object.assign(product, patch);
    if (patch.productType !== undefined) this.catalogue.rev++;
    this.touch(product);
    return product;
  }

  /** Adds a product (generated, then overridden by `input`). Pass a removed product back to restore it. */
  addProduct(input: ProductInput = {}): FakeProduct {
    const { price, compareAtPrice, available, ...fields } = input;
    const now = Date.now();
    const product: FakeProduct = {
      ...this.catalogue.generate(),
      createdAt: now,
      publishedAt: now,
      updatedAt: now,
      ...fields,
      rev: 0,
    };
    if (fields.id !== undefined) product.id = normalizeId(fields.id);
    if (fields.title !== undefined && fields.handle === undefined) product.handle = slugify(fields.title);
    for (const v of product.variants) {
      v.productId = product.id;
      if (price !== undefined) v.price = normalizePrice(price);
      if (compareAtPrice !== undefined) v.compareAtPrice = normalizePrice(compareAtPrice);
      if (available !== undefined) v.available = available;
    }
    return this.catalogue.insert(product);
  }

  removeProduct(id: IdLike): FakeProduct {
    return this.catalogue.remove(id);
  }

  addVariant(productId: IdLike, input: Partial<Omit<FakeVariant, 'id' | 'productId'>> = {}): FakeVariant {
    const product = this.catalogue.product(productId);
    const first = product.variants[0];
    if (!first) throw new Error(`product ${product.id} has no variants`);
    if (first.option1 === 'Default Title') {
      product.optionNames = ['Style'];
      first.option1 = 'Original';
    }
    const now = Date.now();
    const n = product.variants.length + 1;
    const variant: FakeVariant = {
      ...first,
      id: String(ADDED_VARIANT_ID_BASE + ++this.addedVariants),
      option1: `${product.optionNames[0] ?? 'Style'} ${n}`,
      sku: `${first.sku}-N${n}`,
      imageId: null,
      available: true,
      createdAt: now,
      updatedAt: now,
      ...input,
      productId: product.id,
    };
    product.variants.push(variant);
    this.catalogue.indexVariant(product, variant);
    this.touch(product);
    return variant;
  }

  /**
   * Adds a product with one variant for every combination of the options' values (up to Shopify's 2,048), in
   * Shopify's order: the first option varies slowest. With setVariantCap, the JSON answers list only the first ones.
   */
  addHighVariantProduct(
    input: ProductInput & { options: Array<[name: string, values: string[]]> },
  ): FakeProduct {
    const { options, ...rest } = input;
    const product = this.addProduct(rest);
    const template = product.variants[0]!;
    for (const v of product.variants) this.catalogue.unindexVariant(v);
    let combos: string[][] = [[]];
    for (const [, values] of options) combos = combos.flatMap((c) => values.map((value) => [...c, value]));
    if (combos.length > 2048) throw new Error('Shopify allows at most 2,048 variants per product');
    product.optionNames = options.map(([name]) => name);
    product.variants = combos.map((values, i) => ({
      ...template,
      id: String(ADDED_VARIANT_ID_BASE + ++this.addedVariants),
      option1: values[0] ?? null,
      option2: values[1] ?? null,
      option3: values[2] ?? null,
      sku: `${template.sku}-HV${i + 1}`,
      imageId: null,
    }));
    for (const v of product.variants) this.catalogue.indexVariant(product, v);
    this.touch(product);
    return product;
  }

  removeVariant(variantId: IdLike): FakeVariant {
    const { product, variant } = this.catalogue.variant(variantId);
    if (product.variants.length === 1)
      throw new Error('a product keeps at least one variant; remove the product');
    product.variants.splice(product.variants.indexOf(variant), 1);
    this.catalogue.unindexVariant(variant);
    this.touch(product);
    return variant;
  }

  /** Moves the price of round(fraction × all variants) random variants by 5–30 %; returns their ids. */
  changeRandomPrices(fraction: number, rng: Rng = this.rng): string[] {
    const all = this.catalogue.allVariants();
    const chosen = sample(rng, all, Math.round(fraction * all.length));
    const unit = isZeroDecimal(this.catalogue.gen.currency) ? 1000 : 1;
    for (const v of chosen) {
      const cents = toCents(v.price) ?? 1000;
      const factor = 1 + (rng() < 0.5 ? -1 : 1) * (0.05 + rng() * 0.25);
      let next = Math.max(unit * 100, Math.round((cents * factor) / unit) * unit);
      if (next === cents) next += unit * 100;
      v.price = fromCents(next);
      this.touch(this.catalogue.variant(v.id).product, v);
    }
    return chosen.map((v) => v.id);
  }

  /** Store-wide sale: on round(fraction × products) products, compare_at = old price, price cut by `discount`. */
  putOnSale(fraction = 1, discount = 0.2, rng: Rng = this.rng): string[] {
    const products = sample(rng, this.catalogue.products, Math.round(fraction * this.catalogue.size));
    const changed: string[] = [];
    for (const p of products) {
      for (const v of p.variants) {
        const cents = toCents(v.price);
        if (cents === null) continue;
        if (!this.saleOriginals.has(v.id))
          this.saleOriginals.set(v.id, { price: v.price, compareAt: v.compareAtPrice });
        v.compareAtPrice = v.price;
        v.price = fromCents(Math.max(1, Math.round(cents * (1 - discount))));
        this.touch(p, v);
        changed.push(v.id);
      }
    }
    return changed;
  }

  /** Restores prices and compare-at prices changed by putOnSale; returns the variant ids restored. */
  endSale(): string[] {
    const restored: string[] = [];
    for (const [id, original] of this.saleOriginals) {
      const found = this.tryVariant(id);
      if (!found) continue;
      found.variant.price = original.price;
      found.variant.compareAtPrice = original.compareAt;
      this.touch(found.product, found.variant);
      restored.push(id);
    }
    this.saleOriginals.clear();
    return restored;
  }

  /** Writes price as '' or null on the given variants, or on a random fraction of all variants. */
  priceAs(value: '' | null, target: number | IdLike[], rng: Rng = this.rng): string[] {
    const ids = Array.isArray(target)
      ? target.map(normalizeId)
      : sample(
          rng,
          this.catalogue.allVariants(),
          Math.round(target * this.catalogue.allVariants().length),
        ).map((v) => v.id);
    for (const id of ids) this.setPrice(id, value);
    return ids;
  }

  protected resetControls(): void {
    this.saleOriginals.clear();
  }

  private tryVariant(id: string): { product: FakeProduct; variant: FakeVariant } | undefined {
    try {
      return this.catalogue.variant(id);
    } catch {
      return undefined;
    }
  }
}
