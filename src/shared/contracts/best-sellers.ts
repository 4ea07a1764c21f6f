import { z } from 'zod';

/** What every best-seller figure is, said on every screen that shows one (docs/product-rules.md R143). */
export const BEST_SELLER_NOTE = "The store's own best-selling order, not units sold.";

/** How a product moved since its previous place: up or down so many places, new in the top, or unchanged. */
export const ZRankMovement = z.object({
  kind: z.enum(['up', 'down', 'new', 'same']),
  places: z.number().int(),
});
export type TRankMovement = z.infer<typeof ZRankMovement>;

export const ZBestSellerItem = z.object({
  productId: z.number().int(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  rank: z.number().int(),
  previousRank: z.number().int().nullable(),
  movement: ZRankMovement,
  /** When the product took this place. */
  since: z.string(),
});
export type TBestSellerItem = z.infer<typeof ZBestSellerItem>;

/** GET /api/competitors/:id/best-sellers */
export const ZBestSellers = z.object({
  note: z.string(),
  /** Where the order was read from: the collection's JSON (it agreed with the page) or the page's product links. */
  source: z.enum(['json', 'html']).nullable(),
  /** Why the order cannot be read (the list then holds the last order read, if any). */
  unreadableReason: z.string().nullable(),
  /** The store's last successful read; null before the first. */
  readAt: z.string().nullable(),
  /** How many places the account's plan reads and shows: "Top 20 read on your plan" (docs/product-rules.md R149). */
  depth: z.number().int(),
  items: z.array(ZBestSellerItem),
});
export type TBestSellers = z.infer<typeof ZBestSellers>;

/** GET /api/products/:id/best-seller-ranks: each change of place, oldest first; rank null: out of the top. */
export const ZRankHistory = z.object({
  note: z.string(),
  currentRank: z.number().int().nullable(),
  points: z.array(z.object({ at: z.string(), rank: z.number().int().nullable() })),
});
export type TRankHistory = z.infer<typeof ZRankHistory>;

/** A product that climbed in its store's best-selling order over a window (a week on the dashboard, a digest's period). */
export const ZClimber = z.object({
  productId: z.number().int(),
  title: z.string(),
  competitorId: z.string(),
  competitorName: z.string(),
  rank: z.number().int(),
  /** Places climbed over the window (from outside the top: counted from one below the depth). */
  climbed: z.number().int(),
  /** The place before the window's first move; null when it entered the top. */
  previousRank: z.number().int().nullable(),
  /** It entered the top `depth` in the window ("new in the top 20"). */
  entered: z.boolean(),
  /** How many places the account's plan reads (docs/product-rules.md R149). */
  depth: z.number().int(),
});
export type TClimber = z.infer<typeof ZClimber>;

/** GET /api/best-sellers/climbers: the products that climbed most in the last 7 days, across competitors. */
export const ZClimbers = z.object({
  note: z.string(),
  items: z.array(ZClimber),
});
export type TClimbers = z.infer<typeof ZClimbers>;

/** "▲ 10 (#12 → #2)" or "new in the top 20 at #4" (docs/product-rules.md R150). */
export function climberLabel(
  c: Pick<TClimber, 'rank' | 'climbed' | 'previousRank' | 'entered' | 'depth'>,
): string {
  return c.entered || c.previousRank === null
    ? `new in the top ${c.depth} at #${c.rank}`
    : `▲ ${c.climbed} (#${c.previousRank} → #${c.rank})`;
}

/** The movement shown beside a rank: "▲ 12", "▼ 3", "new" or "–". */
export function movementLabel(m: TRankMovement): string {
  if (m.kind === 'up') return `▲ ${m.places}`;
  if (m.kind === 'down') return `▼ ${m.places}`;
  return m.kind === 'new' ? 'new' : '–';
}

export function movementOf(rank: number, previousRank: number | null): TRankMovement {
  if (previousRank === null) return { kind: 'new', places: 0 };
  if (previousRank > rank) return { kind: 'up', places: previousRank - rank };
  if (previousRank < rank) return { kind: 'down', places: rank - previousRank };
  return { kind: 'same', places: 0 };
}
