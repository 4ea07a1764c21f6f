// /products/{handle}.json: the older shape (tags as a comma string, no `available`, compare_at_price "" when unset,
// price_currency per variant).

import { shopifyJson } from './json-writer.ts';
import {
  idOut,
  imageObject,
  moneyOut,
  productCache,
  productOptions,
  timeOut,
  variantTitle,
  listedVariants,
} from './serialize-common.ts';
import type { FakeProduct, Format } from './types.ts';

const cached = productCache();

export function productOldJson(p: FakeProduct, f: Format): string {
  return cached(p, f, () => {
    const firstImage = p.images[0];
    return shopifyJson({
      product: {
        id: idOut(p.id, f),
        title: p.title,
        body_html: p.bodyHtml,
        vendor: p.vendor,
        product_type: p.productType,
        created_at: timeOut(p.createdAt, f),
        handle: p.handle,
        updated_at: timeOut(p.updatedAt, f),
        published_at: timeOut(p.publishedAt, f),
        template_suffix: null,
        published_scope: 'web',
        tags: p.tags.join(', '),
        variants: listedVariants(p, f).map((v, i) => ({
          id: idOut(v.id, f),
          product_id: idOut(p.id, f),
          title: variantTitle(v),
          price: moneyOut(v.price, f),
          sku: v.sku,
          position: i + 1,
          compare_at_price: moneyOut(v.compareAtPrice, f) ?? '',
          fulfillment_service: 'manual',
          inventory_management: 'shopify',
          option1: v.option1,
          option2: v.option2,
          option3: v.option3,
          created_at: timeOut(v.createdAt, f),
          updated_at: timeOut(v.updatedAt, f),
          taxable: v.taxable,
          barcode: '',
          grams: v.grams,
          image_id: v.imageId ? idOut(v.imageId, f) : null,
          weight: Math.round(v.grams / 10) / 100,
          weight_unit: 'kg',
          requires_shipping: v.requiresShipping,
          price_currency: f.currency,
        })),
        options: productOptions(p).map((o) => ({
          id: idOut(p.id + String(o.position), f),
          product_id: idOut(p.id, f),
          ...o,
        })),
        images: p.images.map((image) => imageObject(p, image, f)),
        image: firstImage ? imageObject(p, firstImage, f) : null,
      },
    });
  });
}
