/**
 * The recipient's business hours (docs/product-rules.md R100): emails 2 and 3 go between 9:00 and 17:00 local time
 * on a weekday (Monday to Friday) when the lead's country is known. A country spanning several zones is given the
 * zone of its largest business centre (United States: New York).
 */
export const COUNTRY_TIME_ZONES: Record<string, string> = {
  US: 'America/New_York',
  CA: 'America/Toronto',
  MX: 'America/Mexico_City',
  BR: 'America/Sao_Paulo',
  AR: 'America/Argentina/Buenos_Aires',
  GB: 'Europe/London',
  IE: 'Europe/Dublin',
  FR: 'Europe/Paris',
  DE: 'Europe/Berlin',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  ES: 'Europe/Madrid',
  PT: 'Europe/Lisbon',
  IT: 'Europe/Rome',
  CH: 'Europe/Zurich',
  AT: 'Europe/Vienna',
  SE: 'Europe/Stockholm',
  NO: 'Europe/Oslo',
  DK: 'Europe/Copenhagen',
  FI: 'Europe/Helsinki',
  PL: 'Europe/Warsaw',
  IN: 'Asia/Kolkata',
  SG: 'Asia/Singapore',
  JP: 'Asia/Tokyo',
  HK: 'Asia/Hong_Kong',
  AE: 'Asia/Dubai',
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
  ZA: 'Africa/Johannesburg',
};

export const BUSINESS_START_HOUR = 9;
export const BUSINESS_END_HOUR = 17;
const QUARTER = 15 * 60_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function localParts(at: Date, timeZone: string): { weekday: string; hour: number } {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  const parts = f.formatToParts(at);
  return {
    weekday: parts.find((p) => p.type === 'weekday')!.value,
    hour: Number(parts.find((p) => p.type === 'hour')!.value),
  };
}

export function timeZoneOf(country: string | null | undefined): string | null {
  return country ? (COUNTRY_TIME_ZONES[country.toUpperCase()] ?? null) : null;
}

export function isBusinessTime(at: Date, timeZone: string): boolean {
  const { weekday, hour } = localParts(at, timeZone);
  return weekday !== 'Sat' && weekday !== 'Sun' && hour >= BUSINESS_START_HOUR && hour < BUSINESS_END_HOUR;
}

/**
 * The first moment at or after `at` inside the country's business hours; `at` itself when the country is unknown.
 * Steps by quarter hours from the next quarter (every zone's offset is a whole number of quarters), so the answer
 * is 9:00 local sharp when `at` falls outside the window; a week of steps covers every case.
 */
export function nextBusinessTime(at: Date, country: string | null | undefined): Date {
  const zone = timeZoneOf(country);
  if (!zone || isBusinessTime(at, zone)) return at;
  let t = Math.ceil(at.getTime() / QUARTER) * QUARTER;
  for (let i = 0; i < 8 * 24 * 4; i++, t += QUARTER) {
    if (isBusinessTime(new Date(t), zone)) return new Date(t);
  }
  return at;
}
