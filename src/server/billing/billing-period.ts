/**
 * Billing periods run one calendar month from the day paid; a day the month lacks falls back to its last day
 * (Jan 31 → Feb 28 → Mar 31), counted from the anchor so the day is not lost (docs/product-rules.md R26).
 */
export function addMonths(anchor: Date, months: number): Date {
  const y = anchor.getUTCFullYear();
  const m = anchor.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(anchor);
  d.setUTCFullYear(y, m, Math.min(anchor.getUTCDate(), lastDay));
  return d;
}

/** The first period end counted from the anchor that lies strictly after `after`. */
export function nextPeriodEnd(anchor: Date, after: Date): Date {
  let months = 1;
  while (addMonths(anchor, months).getTime() <= after.getTime()) months++;
  return addMonths(anchor, months);
}

/**
 * What an upgrade costs now: (new price − old price) × remaining time ÷ period length, rounded half-up to the
 * cent, in exact integer arithmetic (docs/product-rules.md R26).
 */
export function proratedUpgrade(opts: {
  oldPrice: number;
  newPrice: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
}): number {
  const diff = BigInt(Math.max(0, opts.newPrice - opts.oldPrice));
  const length = BigInt(Math.max(1, opts.periodEnd.getTime() - opts.periodStart.getTime()));
  const remaining = BigInt(
    Math.min(Math.max(0, opts.periodEnd.getTime() - opts.now.getTime()), Number(length)),
  );
  return Number((2n * diff * remaining + length) / (2n * length));
}
