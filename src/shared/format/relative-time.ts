const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const WEEK_MS = 7 * DAY_MS;

/**
 * "Just now" under an hour, "Nh ago" under a day, "Nd ago" under a week, else "Nw ago"; a time slightly in
 * the future (clock skew between server and browser) counts as "Just now" (docs/product-rules.md R48).
 */
export function relativeTime(value: string | Date, now: Date = new Date()): string {
  const at = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(at.getTime())) return 'Unknown';
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < HOUR_MS) return 'Just now';
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < WEEK_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  return `${Math.floor(elapsed / WEEK_MS)}w ago`;
}

const fullDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The exact moment, for a title attribute beside a relative time. */
export function fullDateTime(value: string | Date): string {
  const at = value instanceof Date ? value : new Date(value);
  return Number.isNaN(at.getTime()) ? String(value) : fullDate.format(at);
}
