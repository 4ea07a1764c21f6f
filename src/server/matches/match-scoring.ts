/**
 * How a candidate pair is scored (matches/suggest-scored-matches.ts): title similarity (pg_trgm, 0–1) weighs most, then
 * the same vendor, prices close together (same currency only: docs/product-rules.md R126 never compares others),
 * the same product type and alike option values. A pair at or above SUGGEST_AT is proposed; below it, nothing.
 */
export const MATCH_WEIGHTS = { title: 0.5, vendor: 0.2, price: 0.15, type: 0.1, options: 0.05 } as const;
export const SUGGEST_AT = 0.5;
/** Prices within this share of each other count as "close" in the reason. */
export const CLOSE_PRICE = 0.1;

/**
 * Words of a title or an option value that name a colour or a size (sizes as match_title_words writes them:
 * "Medium" is "m"). Two products that both name a colour (or a size, or a figure such as "4 mm") and share none
 * are different goods, however alike the rest (docs/product-rules.md R137).
 */
export const COLOUR_WORDS = [
  'black',
  'white',
  'grey',
  'gray',
  'silver',
  'gold',
  'red',
  'blue',
  'navy',
  'green',
  'sage',
  'olive',
  'yellow',
  'orange',
  'pink',
  'purple',
  'plum',
  'brown',
  'tan',
  'beige',
  'sand',
  'natural',
  'charcoal',
  'rust',
  'cream',
  'ivory',
  'khaki',
  'teal',
  'turquoise',
  'burgundy',
  'maroon',
  'lavender',
  'coral',
  'mint',
  'tortoise',
  'indigo',
  'clear',
  'rose',
] as const;
export const SIZE_WORDS = ['xxs', 'xs', 's', 'm', 'l', 'xl', 'xxl', 'xxxl'] as const;
