/** The thresholds of the stated rules that turn figures into positioning and opportunities. */
export const REPORT_RULES = {
  /** Lead's own average below 90 % of the market's: budget; above 110 %: premium. */
  budgetRatio: 0.9,
  premiumRatio: 1.1,
  /** (max - min) / average at or above this: a wide price range. */
  wideSpread: 1.5,
  /** Share of products with a compare-at price above the price. */
  onSaleShare: 0.25,
  outOfStockShare: 0.1,
} as const;

/** The market's figures over the matching products in the report's currency (numerics come back as text). */
export type TMarketFigures = {
  stores: number;
  products: number;
  avg: string | null;
  min: string | null;
  max: string | null;
  on_sale: number;
  out_of_stock: number;
};

const pct = (share: number) => `${Math.round(share * 100)} %`;

/**
 * Applies REPORT_RULES to the market's figures: where the lead stands (or, without its own prices, what kind of
 * market it is), the opportunities the figures show and what to do about them (docs/product-rules.md R103).
 */
export function reportPositioning(opts: {
  figures: TMarketFigures;
  /** The lead's own average price in the report's currency, when Rivalwatch monitors the lead's store. */
  ownAvg: number | null;
  currency: string | null;
  storeCount: number;
}) {
  const { figures, ownAvg, currency, storeCount } = opts;
  const avg = Number(figures.avg);
  const min = Number(figures.min);
  const max = Number(figures.max);
  const products = figures.products;
  const onSale = products ? figures.on_sale / products : 0;
  const outOfStock = products ? figures.out_of_stock / products : 0;
  const wide = avg > 0 && (max - min) / avg >= REPORT_RULES.wideSpread;

  const money = (n: number | string) => `${Number(n).toFixed(2)} ${currency}`;
  let marketPositioning: string;
  if (ownAvg !== null && avg > 0) {
    const ratio = ownAvg / avg;
    marketPositioning =
      ratio < REPORT_RULES.budgetRatio
        ? `Budget: your average price (${money(ownAvg)}) is ${pct(1 - ratio)} below the market average (${money(avg)}).`
        : ratio > REPORT_RULES.premiumRatio
          ? `Premium: your average price (${money(ownAvg)}) is ${pct(ratio - 1)} above the market average (${money(avg)}).`
          : `In line with the market: your average price (${money(ownAvg)}) is within 10 % of the market average (${money(avg)}).`;
  } else {
    marketPositioning = wide
      ? `A wide market: prices run from ${money(min)} to ${money(max)} around an average of ${money(avg)}, so budget and premium positions both exist.`
      : `A tight market: most prices sit near the average of ${money(avg)} (from ${money(min)} to ${money(max)}), so competition is on price.`;
  }
  const opportunities: string[] = [];
  const recommendations = [
    `Track these ${storeCount} stores' prices, sales and new products so you hear of a change the day it happens.`,
  ];
  if (onSale >= REPORT_RULES.onSaleShare) {
    opportunities.push(
      `${pct(onSale)} of competitor products are on sale (a compare-at price above the price): discounts are common in this market.`,
    );
    recommendations.push('Set a price-drop alert so a competitor sale never catches you out.');
  }
  if (outOfStock >= REPORT_RULES.outOfStockShare) {
    opportunities.push(
      `${pct(outOfStock)} of competitor products are out of stock: shoppers looking for them can find yours instead.`,
    );
    recommendations.push(
      'Watch competitor stock: an out-of-stock rival is a moment to promote your product.',
    );
  }
  if (wide)
    opportunities.push(
      `Prices run from ${money(min)} to ${money(max)}: there is room for a clear price position of your own.`,
    );
  return { marketPositioning, opportunities, recommendations };
}
