// The sizes the scrape benchmark uses (printed with every figure).
export const PAGE_LIMIT = 250;

export const SIZES = {
  /** Measurements 1–3: one store. */
  big: { products: 10_000, variantsPerProduct: 3, seed: 101 },
  /** Share of variants whose price moves before measurement 3. */
  changedShare: 0.05,
  /** Measurement 4: many stores through the queue. */
  fleet: { stores: 50, products: 2_000, variantsPerProduct: 3, workers: 2 },
  /** Timed repetitions of measurements 1–3 (median reported), after one warm-up. */
  runs: 3,
  /** Longest wait for the queue to finish measurement 4. */
  queueTimeoutMs: 10 * 60_000,
};
