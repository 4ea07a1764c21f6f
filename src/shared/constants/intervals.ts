/** Interval labels of operator.md §2: 1440 daily, 720 twice daily, 120 every 2 hours, otherwise every N hours. */
export function intervalLabel(minutes: number): string {
  if (minutes === 1440) return 'daily';
  if (minutes === 720) return 'twice daily';
  if (minutes === 60) return 'every hour';
  if (minutes % 60 === 0) return `every ${minutes / 60} hours`;
  return `every ${minutes} minutes`;
}
