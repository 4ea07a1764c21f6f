/**
 * How an interval is named (docs/product-rules.md R3): 1440 "daily", 720 "twice daily", 60 "every hour",
 * other whole hours "every N hours", anything else "every N minutes".
 */
export function intervalLabel(minutes: number): string {
  if (minutes === 1440) return 'daily';
  if (minutes === 720) return 'twice daily';
  if (minutes === 60) return 'every hour';
  if (minutes % 60 === 0) return `every ${minutes / 60} hours`;
  return `every ${minutes} minutes`;
}
