// A moment as a <input type="datetime-local"> shows it, in a named time zone, and back.

const parts = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let f = parts.get(key);
  if (!f) {
    const shape: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    };
    try {
      f = new Intl.DateTimeFormat('en-US', { ...shape, timeZone });
    } catch {
      // An unknown zone name falls back to the runtime's zone, as the date formatters do.
      f = new Intl.DateTimeFormat('en-US', shape);
    }
    parts.set(key, f);
  }
  return f;
}

/** The wall clock of `at` in the zone, as milliseconds of a UTC date with the same fields. */
function wallClock(at: number, timeZone: string | undefined): number {
  const p = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
}

/** "2026-11-26T14:30": the moment in the zone (undefined: the browser's), to the minute. */
export function toZonedInputValue(value: string | Date, timeZone: string | undefined): string {
  const at = (value instanceof Date ? value : new Date(value)).getTime();
  if (Number.isNaN(at)) return '';
  return new Date(wallClock(at, timeZone)).toISOString().slice(0, 16);
}

/**
 * The moment (ISO, UTC) that reads "2026-11-26T14:30" on a clock in the zone, or null for a value that is not a
 * date and time. A wall time skipped by a daylight-saving change moves forward by the change.
 */
export function fromZonedInputValue(value: string, timeZone: string | undefined): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  if (Number.isNaN(wall)) return null;
  // The zone's offset at a first guess, then at the corrected moment (they differ only across a change).
  let at = wall - (wallClock(wall, timeZone) - wall);
  at = wall - (wallClock(at, timeZone) - at);
  return new Date(at).toISOString();
}
