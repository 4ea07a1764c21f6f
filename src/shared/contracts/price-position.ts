import { z } from 'zod';

export const PRICE_POSITIONS = ['cheapest', 'middle', 'most_expensive', 'not_compared'] as const;
export type TPricePositionName = (typeof PRICE_POSITIONS)[number];

/** The price-position filters, as the URL of the screen and of the API carry them. */
export const ZPricePositionFilters = z.strictObject({
  competitorId: z.uuid('Choose a competitor from the list').optional(),
  vendor: z.string().trim().max(255).optional(),
  productType: z.string().trim().max(255).optional(),
  position: z.enum([...PRICE_POSITIONS, 'undercut'] as const).optional(),
});
export type TPricePositionFilters = z.infer<typeof ZPricePositionFilters>;

/** One matched competitor product beside mine. */
export const ZCompetitorPrice = z.object({
  competitorId: z.string(),
  competitorName: z.string(),
  productId: z.number().int(),
  title: z.string(),
  url: z.string(),
  price: z.string().nullable(),
  /** The compare-at price only when it marks a discount (shared/pricing/compare-at.ts), else null. */
  compareAtPrice: z.string().nullable(),
  currency: z.string(),
  /** False when its currency differs from mine: shown beside mine, never ranked or compared. */
  compared: z.boolean(),
  /** Why it is left out of the ranks, when it is. */
  notComparedReason: z.string().nullable(),
});

export const ZPricePositionRow = z.object({
  productId: z.number().int(),
  title: z.string(),
  vendor: z.string().nullable(),
  productType: z.string().nullable(),
  url: z.string(),
  price: z.string().nullable(),
  compareAtPrice: z.string().nullable(),
  currency: z.string(),
  /** The lowest price among mine and the compared competitors'. */
  cheapestPrice: z.string().nullable(),
  /** 1 when no compared competitor is cheaper; null when nothing is compared. */
  rank: z.number().int().nullable(),
  /** How many prices were ranked (mine included). */
  rankedOf: z.number().int(),
  /** My price above (+) or below (−) the cheapest competitor's, in percent; null when nothing is compared. */
  gapPct: z.string().nullable(),
  position: z.enum(PRICE_POSITIONS),
  competitors: z.array(ZCompetitorPrice),
});
export type TPricePositionRow = z.infer<typeof ZPricePositionRow>;

/** The cards above the table, over every matched product of mine (the filters aside). */
export const ZPricePositionSummary = z.object({
  matchedProducts: z.number().int(),
  mostExpensive: z.number().int(),
  cheapest: z.number().int(),
  undercutLast24h: z.number().int(),
  notCompared: z.number().int(),
  hasOwnStore: z.boolean(),
});
export type TPricePositionSummary = z.infer<typeof ZPricePositionSummary>;
