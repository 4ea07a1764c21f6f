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

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per shape and time zone (undefined: the runtime's own zone), built once. */
function formatter(
  kind: 'full' | 'date' | 'time' | 'seconds',
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const key = `${kind}|${timeZone ?? ''}`;
  let f = formats.get(key);
  if (!f) {
    const shape: Intl.DateTimeFormatOptions =
      kind === 'full'
        ? { dateStyle: 'medium', timeStyle: 'short' }
        : kind === 'date'
          ? { month: 'short', day: 'numeric' }
          : kind === 'seconds'
            ? { hour: 'numeric', minute: '2-digit', second: '2-digit' }
            : { hour: 'numeric', minute: '2-digit' };
    try {
      f = new Intl.DateTimeFormat('en-US', { ...shape, timeZone });
    } catch {
      // An unknown zone name falls back to the runtime's zone rather than failing the screen.
      f = new Intl.DateTimeFormat('en-US', shape);
    }
    formats.set(key, f);
  }
  return f;
}

const asDate = (value: string | Date | number) => (value instanceof Date ? value : new Date(value));

/**
 * The exact moment, "Nov 25, 2026, 1:05 PM", in the user's time zone from Settings when given
 * (docs/product-rules.md R88).
 */
export function fullDateTime(value: string | Date | number, timeZone?: string): string {
  const at = asDate(value);
  return Number.isNaN(at.getTime()) ? String(value) : formatter('full', timeZone).format(at);
}

/**
 * A chart axis tick for a history spanning `spanMs`: the time of day ("1:05 PM") when it spans a day or less,
 * with seconds ("1:05:30 PM") under an hour, so ticks minutes apart differ, else the date ("Nov 25"), in the
 * user's time zone (docs/product-rules.md R88, R120).
 */
export function axisTick(value: number, spanMs: number, timeZone?: string): string {
  const kind = spanMs < HOUR_MS ? 'seconds' : spanMs <= DAY_MS ? 'time' : 'date';
  return formatter(kind, timeZone).format(asDate(value));
}
