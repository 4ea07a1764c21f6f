// The products.json shape: product, variant and image keys in the order Shopify writes them.

import { shopifyJson, type JsonValue } from './json-writer.ts';
import {
  idOut,
  imageObject,
  imageVariantIds,
  moneyOut,
  productCache,
  productOptions,
  timeOut,
  variantTitle,
  listedVariants,
} from './serialize-common.ts';
import type { FakeProduct, FakeVariant, Format } from './types.ts';

function variantJson(p: FakeProduct, v: FakeVariant, position: number, f: Format): JsonValue {
  const image = v.imageId ? p.images.find((i) => i.id === v.imageId) : undefined;
  return {
    id: idOut(v.id, f),
    title: variantTitle(v),
    option1: v.option1,
    option2: v.option2,
    option3: v.option3,
    sku: v.sku,
    requires_shipping: v.requiresShipping,
    taxable: v.taxable,
    featured_image: image ? imageObject(p, image, f) : null,
    available: v.available,
    price: moneyOut(v.price, f),
    grams: v.grams,
    compare_at_price: moneyOut(v.compareAtPrice, f),
    position,
    product_id: idOut(p.id, f),
    created_at: timeOut(v.createdAt, f),
    updated_at: timeOut(v.updatedAt, f),
  };
}

const cached = productCache();

/** One product of /products.json, as a JSON string (cached per revision and format). */
export function listingProductJson(p: FakeProduct, f: Format): string {
  return cached(p, f, () =>
    shopifyJson({
      id: idOut(p.id, f),
      title: p.title,
      handle: p.handle,
      body_html: p.bodyHtml,
      published_at: timeOut(p.publishedAt, f),
      created_at: timeOut(p.createdAt, f),
      updated_at: timeOut(p.updatedAt, f),
      vendor: p.vendor,
      product_type: p.productType,
      tags: p.tags,
      variants: listedVariants(p, f).map((v, i) => variantJson(p, v, i + 1, f)),
      images: p.images.map((image, i) => ({
        id: idOut(image.id, f),
        created_at: timeOut(image.createdAt, f),
        position: i + 1,
        updated_at: timeOut(image.updatedAt, f),
        product_id: idOut(p.id, f),
        variant_ids: imageVariantIds(p, image, f),
        src: image.src,
        width: image.width,
        height: image.height,
      })),
      options: productOptions(p),
    }),
  );
}

export function productsPageJson(products: readonly FakeProduct[], f: Format): string {
  return `{"products":[${products.map((p) => listingProductJson(p, f)).join(',')}]}`;
}
