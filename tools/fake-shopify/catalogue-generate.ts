// Generates product number `index` of a store from its seed alone, so any catalogue size is reproducible.

import { IMAGE_ID_BASE, PRODUCT_ID_BASE, VARIANT_ID_BASE } from './ids.ts';
import { isZeroDecimal } from './money.ts';
import { intBetween, mixSeed, mulberry32, pick, type Rng } from './rng.ts';
import type { FakeImage, FakeProduct, FakeVariant } from './types.ts';
import { ADJECTIVES, BLURBS, MODEL_SUFFIXES, TAGS, TYPES, VENDORS, type TypeSpec } from './words.ts';
import { ownImageSrc } from './product-images.ts';

export interface GenContext {
  seed: number;
  variantsPerProduct: number;
  /** Reference time: created_at spreads over the two years before it. */
  now: number;
  currency: string;
  /** Path segment of the shop's cdn.shopify.com files, e.g. "0612/3456/7890". */
  cdnPath: string;
  /** Set when the store serves its pictures itself (selfImages): image URLs point at this origin. */
  imageOrigin?: string;
}

const DAY = 86_400_000;
const TWO_YEARS = 730 * DAY;
export const MAX_VARIANTS = 100;

const slugs = new Map<string, string>();

/** Shopify-style handle of a title (cached: generated titles repeat). */
export function slugify(text: string): string {
  let slug = slugs.get(text);
  if (slug === undefined) {
    slug = slugifyUncached(text);
    if (slugs.size < 100_000) slugs.set(text, slug);
  }
  return slug;
}

function slugifyUncached(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function priceFor(rng: Rng, spec: TypeSpec, currency: string): number {
  const whole = intBetween(rng, spec.price[0], spec.price[1]);
  if (isZeroDecimal(currency)) return Math.round((whole * 150) / 10) * 1000;
  return whole * 100 - pick(rng, [0, 0, 1, 5, 50]);
}

type OptionLayout = { names: string[]; tuples: string[][] };
const layouts = new Map<string, OptionLayout>();

/** Option names and the value tuples of `n` variants, option1 outermost as Shopify orders them. */
export function variantOptions(rng: Rng, spec: TypeSpec, n: number): OptionLayout {
  if (n <= 1) return { names: ['Title'], tuples: [['Default Title']] };
  const starts = spec.options.map(([, values]) => Math.floor(rng() * values.length));
  const key = `${spec.type}|${n}|${starts.join(',')}`;
  let layout = layouts.get(key);
  if (!layout) {
    layout = buildLayout(spec, n, starts);
    layouts.set(key, layout);
  }
  return layout;
}

function buildLayout(spec: TypeSpec, n: number, starts: number[]): OptionLayout {
  const dims = spec.options.map(([name, values], d) => {
    const start = starts[d] ?? 0;
    return { name, values: values.map((_, i) => values[(start + i) % values.length] as string) };
  });
  const [a, b] = [dims[0], dims[1]];
  if (!a || !b) throw new Error('type specs need two options');
  const lists: { name: string; values: string[] }[] = [];
  if (n <= a.values.length) lists.push({ name: a.name, values: a.values.slice(0, n) });
  else {
    const third = Math.ceil(n / (a.values.length * b.values.length));
    const c2 = Math.min(b.values.length, Math.ceil(n / a.values.length));
    const c1 = Math.ceil(n / (c2 * third));
    lists.push(
      { name: a.name, values: a.values.slice(0, c1) },
      { name: b.name, values: b.values.slice(0, c2) },
    );
    if (third > 1)
      lists.push({ name: 'Edition', values: Array.from({ length: third }, (_, i) => `Edition ${i + 1}`) });
  }
  let tuples: string[][] = [[]];
  for (const list of lists) tuples = tuples.flatMap((t) => list.values.map((v) => [...t, v]));
  return { names: lists.map((l) => l.name), tuples: tuples.slice(0, n) };
}

function compareAtFor(rng: Rng): (cents: number) => number | null {
  const r = rng();
  if (r < 0.25) {
    const factor = 1.2 + Math.floor(rng() * 5) / 10;
    return (c) => Math.ceil((c * factor) / 100) * 100;
  }
  if (r < 0.35) return (c) => c;
  if (r < 0.4) return (c) => Math.floor((c * 0.9) / 100) * 100;
  return () => null;
}

export function generateProduct(ctx: GenContext, index: number): FakeProduct {
  const rng = mulberry32(mixSeed(ctx.seed, index));
  const spec = pick(rng, TYPES);
  const title = `${pick(rng, ADJECTIVES)} ${pick(rng, spec.nouns)}${pick(rng, MODEL_SUFFIXES)}`;
  const vendor = pick(rng, VENDORS);
  const id = String(PRODUCT_ID_BASE + index + 1);
  const createdAt = ctx.now - Math.floor(rng() * TWO_YEARS);
  const publishedAt = createdAt + Math.floor(rng() * 3 * DAY);
  const updatedAt = publishedAt + Math.floor(rng() * (ctx.now - publishedAt));
  const handle = slugify(title);
  const imageCount = rng() < 0.03 ? 0 : intBetween(rng, 1, 3);
  const images: FakeImage[] = Array.from({ length: imageCount }, (_, k) => ({
    id: String(IMAGE_ID_BASE + index * 10 + k + 1),
    createdAt: createdAt + 1000 * (k + 2),
    updatedAt,
    src: ctx.imageOrigin
      ? ownImageSrc(ctx.imageOrigin, handle, k + 1, Math.floor(createdAt / 1000))
      : `https://cdn.shopify.com/s/files/1/${ctx.cdnPath}/products/${handle}-${k + 1}.jpg?v=${Math.floor(createdAt / 1000)}`,
    width: 1600,
    height: rng() < 0.5 ? 1600 : 2000,
    alt: k === 0 ? title : null,
  }));
  const { names, tuples } = variantOptions(rng, spec, Math.min(ctx.variantsPerProduct, MAX_VARIANTS));
  const base = priceFor(rng, spec, ctx.currency);
  const compareAt = compareAtFor(rng);
  const inStock = rng() < 0.9;
  const stepUp = rng() < 0.3 ? Math.max(100, Math.round(base / 2000) * 100) : 0;
  const withImages = images.length > 1 && rng() < 0.5;
  const skuPrefix = vendor.replace(/[^A-Z]/g, '').slice(0, 2) || 'SK';
  const variants: FakeVariant[] = tuples.map((tuple, v) => {
    const cents = base + stepUp * Math.min(v, 3);
    const cmp = compareAt(cents);
    return {
      id: String(VARIANT_ID_BASE + index * MAX_VARIANTS + v + 1),
      productId: id,
      option1: tuple[0] ?? null,
      option2: tuple[1] ?? null,
      option3: tuple[2] ?? null,
      sku: `${skuPrefix}-${String(index + 1).padStart(6, '0')}-${String(v + 1).padStart(2, '0')}`,
      requiresShipping: true,
      taxable: true,
      imageId: withImages ? (images[v % images.length]?.id ?? null) : null,
      available: inStock && rng() < 0.85,
      price: (cents / 100).toFixed(2),
      compareAtPrice: cmp === null ? null : (cmp / 100).toFixed(2),
      grams: intBetween(rng, spec.grams[0], spec.grams[1]),
      createdAt: createdAt + 1000,
      updatedAt,
    };
  });
  const tagCount = intBetween(rng, 1, 4);
  const tags = [
    ...new Set([slugify(spec.type), ...Array.from({ length: tagCount }, () => pick(rng, TAGS))]),
  ].sort();
  const bodyHtml = `<p>${pick(rng, BLURBS)}</p><ul><li>Vendor: ${vendor}</li><li>Type: ${spec.type}</li></ul>`;
  return {
    id,
    title,
    handle,
    bodyHtml,
    publishedAt,
    createdAt,
    updatedAt,
    vendor,
    productType: spec.type,
    tags,
    optionNames: names.slice(),
    variants,
    images,
    rev: 0,
  };
}
