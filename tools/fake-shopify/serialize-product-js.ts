// /products/{handle}.js: prices as integers in the subunit (always × 100), `available` on product and variants,
// images as protocol-relative strings.

import { shopifyJson, type JsonValue } from './json-writer.ts';
import { toCents } from './money.ts';
import {
  idOut,
  imageObject,
  moneyOut,
  productCache,
  productOptions,
  timeOut,
  variantOptionValues,
  variantTitle,
  listedVariants,
} from './serialize-common.ts';
import type { FakeProduct, Format } from './types.ts';

const cached = productCache();
const protocolRelative = (src: string) => src.replace(/^https?:/, '');

function range(values: (number | null)[]): { min: number; max: number; varies: boolean } {
  const nums = values.filter((n): n is number => n !== null);
  if (nums.length === 0) return { min: 0, max: 0, varies: false };
  const min = Math.min(...nums);
  const max = Math.max(...nums);
  return { min, max, varies: min !== max };
}

export function productJs(p: FakeProduct, f: Format): string {
  return cached(p, f, () => {
    const listed = listedVariants(p, f);
    const cents = listed.map((v) => toCents(moneyOut(v.price, f)));
    const compare = listed.map((v) => toCents(moneyOut(v.compareAtPrice, f)));
    const price = range(cents);
    const cmp = range(compare);
    const variants: JsonValue[] = listed.map((v, i) => {
      const image = v.imageId ? p.images.find((im) => im.id === v.imageId) : undefined;
      const title = variantTitle(v);
      return {
        id: idOut(v.id, f),
        title,
        option1: v.option1,
        option2: v.option2,
        option3: v.option3,
        sku: v.sku,
        requires_shipping: v.requiresShipping,
        taxable: v.taxable,
        featured_image: image ? imageObject(p, image, f) : null,
        available: v.available,
        name: title === 'Default Title' ? p.title : `${p.title} - ${title}`,
        public_title: title === 'Default Title' ? null : title,
        options: variantOptionValues(v),
        price: cents[i] ?? null,
        weight: v.grams,
        compare_at_price: compare[i] ?? null,
        inventory_management: 'shopify',
        barcode: '',
        requires_selling_plan: false,
        selling_plan_allocations: [],
      };
    });
    const images = p.images.map((im) => protocolRelative(im.src));
    return shopifyJson({
      id: idOut(p.id, f),
      title: p.title,
      handle: p.handle,
      description: p.bodyHtml,
      published_at: timeOut(p.publishedAt, f),
      created_at: timeOut(p.createdAt, f),
      vendor: p.vendor,
      type: p.productType,
      tags: p.tags,
      price: price.min,
      price_min: price.min,
      price_max: price.max,
      available: p.variants.some((v) => v.available),
      price_varies: price.varies,
      compare_at_price: cmp.min || null,
      compare_at_price_min: cmp.min,
      compare_at_price_max: cmp.max,
      compare_at_price_varies: cmp.varies,
      variants,
      images,
      featured_image: images[0] ?? null,
      options: productOptions(p),
      url: `/products/${p.handle}`,
      requires_selling_plan: false,
      selling_plan_groups: [],
    });
  });
}
