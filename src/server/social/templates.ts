import type { TSocialContentType, TSocialFigure } from '@shared/contracts/social';
import type { TFigureKey, TFigures } from './figures';

export type TRendered = {
  /** For X: one short paragraph. */
  short: string;
  /** For LinkedIn and Facebook: the short text and a second paragraph. */
  long: string;
  /** For Reddit: a title (the body is `long`). */
  title: string;
  hashtags: string[];
};

export type TTemplate = {
  key: string;
  type: TSocialContentType;
  /** The figures it quotes; without all of them the template is skipped (docs/product-rules.md R106). */
  needs: TFigureKey[];
  /** Extra condition on the figures (a count of zero makes no post). */
  when?: (f: Record<TFigureKey, TSocialFigure>) => boolean;
  render: (f: Record<TFigureKey, string>) => TRendered;
};

/** A printed count with its noun: "1 Shopify store", "12 Shopify stores". */
const count = (printed: string, one: string, many: string) => `${printed} ${printed === '1' ? one : many}`;

/**
 * The post templates, several per content type. Every number they print is a figure (its `formatted` text); the
 * words around it never state a number of their own.
 */
export const TEMPLATES: TTemplate[] = [
  {
    key: 'tip_discount_depth',
    type: 'tips',
    needs: ['products_on_sale', 'median_discount_pct'],
    render: (f) => ({
      short: `Pricing tip: before you match a competitor's sale, check how deep it goes. The median discount on the ${count(f.products_on_sale, 'product', 'products')} on sale in the Shopify stores we monitor is ${f.median_discount_pct} right now.`,
      long: `Pricing tip: before you match a competitor's sale, check how deep it goes. The median discount on the ${count(f.products_on_sale, 'product', 'products')} on sale in the Shopify stores we monitor is ${f.median_discount_pct} right now.\n\nKnow the typical discount depth in your niche before you react, and keep your margin where a smaller markdown is enough.`,
      title: `The median discount on ${f.products_on_sale} Shopify products on sale right now is ${f.median_discount_pct}`,
      hashtags: ['ecommerce', 'pricing', 'shopify'],
    }),
  },
  {
    key: 'tip_price_moves',
    type: 'tips',
    needs: ['monitored_products', 'price_moved_share_7d'],
    when: (f) => f.price_moved_products_7d !== undefined && f.price_moved_products_7d.value > 0,
    render: (f) => ({
      short: `Tip: competitor prices move more often than you think. ${f.price_moved_share_7d} of the ${count(f.monitored_products, 'product', 'products')} we monitor changed price in the last 7 days. Check weekly, not quarterly.`,
      long: `Tip: competitor prices move more often than you think. ${f.price_moved_share_7d} of the ${count(f.monitored_products, 'product', 'products')} we monitor changed price in the last 7 days.\n\nA price list you checked last quarter is out of date. Put a weekly look at your competitors' prices in your routine.`,
      title: `${f.price_moved_share_7d} of ${f.monitored_products} monitored Shopify products changed price in the last 7 days`,
      hashtags: ['shopify', 'pricing', 'ecommerce'],
    }),
  },
  {
    key: 'case_store_wide_sales',
    type: 'case_studies',
    needs: ['store_wide_sales_7d', 'stores_with_store_wide_sale_7d', 'monitored_stores'],
    render: (f) => ({
      short: `In the last 7 days, ${f.stores_with_store_wide_sale_7d} of the ${count(f.monitored_stores, 'Shopify store', 'Shopify stores')} we monitor ran a store-wide sale (${f.store_wide_sales_7d} sales detected). Timing matters: know when your competitors go wide.`,
      long: `In the last 7 days, ${f.stores_with_store_wide_sale_7d} of the ${count(f.monitored_stores, 'Shopify store', 'Shopify stores')} we monitor ran a store-wide sale (${f.store_wide_sales_7d} sales detected).\n\nA store-wide sale changes what shoppers compare you against overnight. Seeing it the day it starts lets you decide calmly whether to respond.`,
      title: `${f.stores_with_store_wide_sale_7d} of ${f.monitored_stores} monitored Shopify stores ran a store-wide sale this week`,
      hashtags: ['ecommerce', 'retail', 'shopify'],
    }),
  },
  {
    key: 'case_up_vs_down',
    type: 'case_studies',
    needs: ['price_increases_7d', 'price_decreases_7d', 'monitored_stores'],
    render: (f) => ({
      short: `Price moves in the last 7 days across the ${count(f.monitored_stores, 'Shopify store', 'Shopify stores')} we monitor: ${f.price_increases_7d} increases and ${f.price_decreases_7d} decreases. Which way is your niche going?`,
      long: `Price moves in the last 7 days across the ${count(f.monitored_stores, 'Shopify store', 'Shopify stores')} we monitor: ${f.price_increases_7d} increases and ${f.price_decreases_7d} decreases.\n\nThe direction of your competitors' prices says as much as their level. Rising prices leave room; falling ones are a warning.`,
      title: `Last 7 days in ${count(f.monitored_stores, 'Shopify store', 'Shopify stores')}: ${f.price_increases_7d} price increases, ${f.price_decreases_7d} decreases`,
      hashtags: ['shopify', 'pricing', 'ecommerce'],
    }),
  },
  {
    key: 'edu_median_move',
    type: 'educational',
    needs: ['median_price_move_pct_7d'],
    render: (f) => ({
      short: `How big is a typical price change? In the Shopify stores we monitor, the median price move in the last 7 days was ${f.median_price_move_pct_7d}. Small, frequent adjustments are easy to miss by eye.`,
      long: `How big is a typical price change? In the Shopify stores we monitor, the median price move in the last 7 days was ${f.median_price_move_pct_7d}.\n\nSmall, frequent adjustments are easy to miss by eye, which is why tracking prices automatically pays off.`,
      title: `The median price change in monitored Shopify stores over the last 7 days was ${f.median_price_move_pct_7d}`,
      hashtags: ['ecommerce', 'pricing'],
    }),
  },
  {
    key: 'edu_launches',
    type: 'educational',
    needs: ['launches_7d', 'monitored_stores'],
    render: (f) => ({
      short: `${f.launches_7d} new products launched in the last 7 days across the ${count(f.monitored_stores, 'Shopify store', 'Shopify stores')} we monitor. New launches often show where a competitor is heading next.`,
      long: `${f.launches_7d} new products launched in the last 7 days across the ${count(f.monitored_stores, 'Shopify store', 'Shopify stores')} we monitor.\n\nNew launches often show where a competitor is heading next: a new category, a cheaper line, a seasonal push.`,
      title: `${f.launches_7d} product launches in ${f.monitored_stores} monitored Shopify stores in the last 7 days`,
      hashtags: ['shopify', 'productlaunch', 'ecommerce'],
    }),
  },
  {
    key: 'ann_coverage',
    type: 'announcements',
    needs: ['monitored_stores', 'monitored_products'],
    render: (f) => ({
      short: `Rivalwatch now keeps watch over ${count(f.monitored_stores, 'Shopify store', 'Shopify stores')} and ${count(f.monitored_products, 'product', 'products')}: prices, stock and promotions, so store owners don't have to check by hand.`,
      long: `Rivalwatch now keeps watch over ${count(f.monitored_stores, 'Shopify store', 'Shopify stores')} and ${count(f.monitored_products, 'product', 'products')}: prices, stock and promotions, so store owners don't have to check by hand.\n\nAdd the competitors you care about and get an alert when something changes.`,
      title: `Rivalwatch now monitors ${count(f.monitored_stores, 'Shopify store', 'Shopify stores')} and ${count(f.monitored_products, 'product', 'products')}`,
      hashtags: ['shopify', 'ecommerce'],
    }),
  },
];

/** Whether a template can be filled now, and why not. */
export function templateAvailability(
  template: TTemplate,
  figures: TFigures,
): { ok: true; figures: TSocialFigure[] } | { ok: false; reason: string } {
  const missing = template.needs.filter((k) => figures[k] === undefined);
  if (missing.length > 0) {
    return { ok: false, reason: `no data yet for ${missing.join(', ')}` };
  }
  const all = figures as Record<TFigureKey, TSocialFigure>;
  if (template.when && !template.when(all)) return { ok: false, reason: 'its figures are zero this week' };
  return { ok: true, figures: template.needs.map((k) => all[k]) };
}

export function renderTemplate(template: TTemplate, figures: TFigures): TRendered {
  const formatted = Object.fromEntries(Object.entries(figures).map(([k, f]) => [k, f.formatted])) as Record<
    TFigureKey,
    string
  >;
  return template.render(formatted);
}
