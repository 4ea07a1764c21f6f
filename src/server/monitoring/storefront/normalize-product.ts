import type { TScrapedProduct, TScrapedVariant } from '../scrape-types';
import { idString } from './parse-json';
import {
  absoluteImageUrl,
  decimalPrice,
  htmlToText,
  isRecord,
  optionalText,
  positiveInt,
  subunitsToDecimal,
  tagList,
  timestamp,
} from './product-fields';

/** The storefront URL of a product page. */
export function productUrl(origin: string, handle: string): string {
  return `${origin}/products/${encodeURI(handle)}`;
}

function variantTitle(v: Record<string, unknown>): string {
  if (typeof v.title === 'string' && v.title) return v.title;
  const options = [v.option1, v.option2, v.option3].filter((o) => typeof o === 'string' && o);
  return options.length ? options.join(' / ') : 'Default Title';
}

function variantsOf(raw: unknown, price: (value: unknown) => string | null): TScrapedVariant[] {
  if (!Array.isArray(raw)) return [];
  const variants: TScrapedVariant[] = [];
  for (let i = 0; i < raw.length; i++) {
    const v: unknown = raw[i];
    if (!isRecord(v)) continue;
    const externalId = idString(v.id);
    if (!externalId) continue;
    variants.push({
      externalId,
      title: variantTitle(v),
      sku: optionalText(v.sku),
      position: positiveInt(v.position, i + 1),
      price: price(v.price),
      compareAtPrice: price(v.compare_at_price),
      // /products/{handle}.json has no `available`: unknown counts as available, as the store shows it.
      available: v.available !== false,
    });
  }
  return variants;
}

/**
 * The number of variants a product's options combine to: the product of each option's count of values, as the
 * storefront lists them (all of them, even when its variant list is cut, docs/shopify-storefront.md); null when
 * the answer has no usable options.
 */
export function optionCombinations(raw: unknown): number | null {
  if (!Array.isArray(raw) || raw.length === 0) return null;
  let n = 1;
  for (const o of raw) {
    if (!isRecord(o) || !Array.isArray(o.values) || o.values.length === 0) return null;
    n *= o.values.length;
  }
  return n;
}

/**
 * A product of /products.json (or a collection's products.json) in our shape; null when it has no id or
 * handle. Prices stay the store's decimal strings; "" and null become null.
 */
export function normalizeListingProduct(raw: unknown, origin: string): TScrapedProduct | null {
  if (!isRecord(raw)) return null;
  const externalId = idString(raw.id);
  const handle = typeof raw.handle === 'string' ? raw.handle : '';
  if (!externalId || !handle) return null;
  const firstImage = Array.isArray(raw.images) ? (raw.images[0] as unknown) : undefined;
  return {
    externalId,
    handle,
    title: typeof raw.title === 'string' ? raw.title : handle,
    description: htmlToText(raw.body_html),
    vendor: optionalText(raw.vendor),
    productType: optionalText(raw.product_type),
    tags: tagList(raw.tags),
    imageUrl: absoluteImageUrl(isRecord(firstImage) ? firstImage.src : firstImage),
    url: productUrl(origin, handle),
    createdAt: timestamp(raw.created_at),
    publishedAt: timestamp(raw.published_at),
    updatedAt: timestamp(raw.updated_at),
    variants: variantsOf(raw.variants, decimalPrice),
    optionCombinations: optionCombinations(raw.options),
  };
}

/**
 * A /products/{handle}.js answer in our shape: prices are integers in the currency's subunit, converted
 * with string arithmetic; images are protocol-relative strings.
 */
export function normalizeProductJs(raw: unknown, origin: string): TScrapedProduct | null {
  if (!isRecord(raw)) return null;
  const externalId = idString(raw.id);
  const handle = typeof raw.handle === 'string' ? raw.handle : '';
  if (!externalId || !handle) return null;
  const firstImage = Array.isArray(raw.images) ? (raw.images[0] as unknown) : raw.featured_image;
  return {
    externalId,
    handle,
    title: typeof raw.title === 'string' ? raw.title : handle,
    description: htmlToText(raw.description),
    vendor: optionalText(raw.vendor),
    productType: optionalText(raw.type),
    tags: tagList(raw.tags),
    imageUrl: absoluteImageUrl(isRecord(firstImage) ? firstImage.src : firstImage),
    url: productUrl(origin, handle),
    createdAt: timestamp(raw.created_at),
    publishedAt: timestamp(raw.published_at),
    updatedAt: timestamp(raw.updated_at),
    variants: variantsOf(raw.variants, subunitsToDecimal),
    optionCombinations: optionCombinations(raw.options),
  };
}
