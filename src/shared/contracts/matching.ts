import { z } from 'zod';

export const MATCH_STATUSES = ['confirmed', 'suggested', 'rejected'] as const;
export type TMatchStatusName = (typeof MATCH_STATUSES)[number];

/** One side of a pair as the screens show it. */
export const ZMatchedProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  vendor: z.string().nullable(),
  url: z.string(),
  imageUrl: z.string().nullable(),
  price: z.string().nullable(),
  currency: z.string(),
});

/** A pair of one of my products and a competitor's (docs/product-rules.md R126), with why it was proposed. */
export const ZProductMatch = z.object({
  id: z.number().int(),
  status: z.enum(MATCH_STATUSES),
  source: z.enum(['sku', 'score', 'hand']),
  /** 0–1 for a suggestion; null for SKU and hand matches. */
  score: z.number().nullable(),
  /** "same SKU", "title 92 % alike, same vendor", "matched by hand". */
  reason: z.string(),
  mine: ZMatchedProduct,
  theirs: ZMatchedProduct.extend({ competitorId: z.string(), competitorName: z.string() }),
  createdAt: z.string(),
});
export type TProductMatch = z.infer<typeof ZProductMatch>;

export const ZMatchListQuery = z.strictObject({
  status: z.enum(MATCH_STATUSES).optional().describe('Which pairs (default suggested)'),
  ownProductId: z.coerce
    .number('Choose one of your products')
    .int('Choose one of your products')
    .positive('Choose one of your products')
    .max(Number.MAX_SAFE_INTEGER, 'Choose one of your products')
    .optional()
    .describe('Only the pairs of this product of mine'),
});

/** Confirm or reject pairs, one or many at once. */
export const ZMatchDecision = z.strictObject({
  ids: z
    .array(z.number().int().positive())
    .min(1, 'Choose at least one match')
    .max(200, 'At most 200 matches at once'),
  decision: z.enum(['confirm', 'reject']),
});
export type TMatchDecision = z.infer<typeof ZMatchDecision>;

export const ZMatchDecisionResult = z.object({ updated: z.number().int() });

/** A hand match: one of my products and a competitor's product, from either product page. */
export const ZHandMatchInput = z.strictObject({
  ownProductId: z.number().int().positive(),
  competitorProductId: z.number().int().positive(),
});
export type THandMatchInput = z.infer<typeof ZHandMatchInput>;

/** GET /api/products/search: the account's competitor products a hand match can pick (docs/product-rules.md R147). */
export const ZCompetitorProductSearch = z.strictObject({
  q: z.string().trim().min(1, 'Type part of a title, vendor or SKU').max(200, 'At most 200 characters'),
});
export const ZCompetitorProductHit = ZMatchedProduct.extend({
  competitorId: z.string(),
  competitorName: z.string(),
});
export type TCompetitorProductHit = z.infer<typeof ZCompetitorProductHit>;
