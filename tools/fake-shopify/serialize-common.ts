// Pieces shared by the product serializers: ids, times, money in the served currency, options and a cache.

import { emittedId } from './ids.ts';
import { idJson, type JsonValue } from './json-writer.ts';
import { convertPrice } from './money.ts';
import { formatTimestamp } from './time.ts';
import type { FakeImage, FakeProduct, FakeVariant, Format } from './types.ts';

export const idOut = (id: string, f: Format): string | number =>
  idJson(emittedId(id, f.hugeIds), f.idsAsStrings);
export const timeOut = (ms: number, f: Format): string => formatTimestamp(ms, f.offsetMinutes);
export const moneyOut = (price: string | null, f: Format): string | null =>
  convertPrice(price, f.rate, f.currency);

export function variantTitle(v: FakeVariant): string {
  return [v.option1, v.option2, v.option3].filter((o): o is string => o !== null).join(' / ');
}

export function variantOptionValues(v: FakeVariant): string[] {
  return [v.option1, v.option2, v.option3].filter((o): o is string => o !== null);
}

/** The variants a JSON answer lists: the first `variantCap` of them when the store cuts long lists. */
export function listedVariants(p: FakeProduct, f: Format): FakeVariant[] {
  return f.variantCap !== null && p.variants.length > f.variantCap
    ? p.variants.slice(0, f.variantCap)
    : p.variants;
}

/** Options with the distinct values all their variants use (listed or not, as Shopify's do), in variant order. */
export function productOptions(p: FakeProduct): { name: string; position: number; values: string[] }[] {
  return p.optionNames.map((name, i) => {
    const values = new Set<string>();
    for (const v of p.variants) {
      const value = [v.option1, v.option2, v.option3][i];
      if (value) values.add(value);
    }
    return { name, position: i + 1, values: [...values] };
  });
}

export function imageVariantIds(p: FakeProduct, image: FakeImage, f: Format): JsonValue[] {
  return p.variants.filter((v) => v.imageId === image.id).map((v) => idOut(v.id, f));
}

/** The image object used for a variant's featured_image and the old shape's images. */
export function imageObject(p: FakeProduct, image: FakeImage, f: Format): JsonValue {
  return {
    id: idOut(image.id, f),
    product_id: idOut(p.id, f),
    position: p.images.indexOf(image) + 1,
    created_at: timeOut(image.createdAt, f),
    updated_at: timeOut(image.updatedAt, f),
    alt: image.alt,
    width: image.width,
    height: image.height,
    src: image.src,
    variant_ids: imageVariantIds(p, image, f),
  };
}

/** Caches one serialized string per product, revision and format. */
export function productCache(): (p: FakeProduct, f: Format, build: () => string) => string {
  const cache = new WeakMap<FakeProduct, { key: string; json: string }>();
  return (p, f, build) => {
    const key = `${p.rev}|${f.key}`;
    const hit = cache.get(p);
    if (hit && hit.key === key) return hit.json;
    const json = build();
    cache.set(p, { key, json });
    return json;
  };
}
