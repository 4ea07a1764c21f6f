/**
 * The variant counts at which a storefront's JSON answers are known to stop listing a product's variants: Shopify
 * allows 2,048 variants per product, while its public listings and themes show at most 250 (and older answers 100)
 * (docs/shopify-storefront.md, "High-variant products").
 */
export const VISIBLE_VARIANT_CAPS: readonly number[] = [100, 250];

/**
 * A product whose listing is likely cut (docs/product-rules.md R129): it lists exactly a known cap of variants while
 * its options combine to more. Answers what is visible and the "about" total (the combinations: an upper bound,
 * since a shop need not sell every one), or null for a listing read in full.
 */
export function cutListing(product: {
  variants: readonly unknown[];
  optionCombinations?: number | null;
}): { visible: number; estimated: number } | null {
  const visible = product.variants.length;
  const combos = product.optionCombinations ?? null;
  if (combos === null || !VISIBLE_VARIANT_CAPS.includes(visible) || combos <= visible) return null;
  return { visible, estimated: combos };
}
