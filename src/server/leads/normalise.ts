import { z } from 'zod';

/**
 * A lead's identity is its store host (docs/product-rules.md R90): lower case, without scheme, `www.`, port, path,
 * query or trailing dot. Null when the text is not a public host name (no dot, bad characters, an IP address).
 */
export function normaliseDomain(text: string | null | undefined): string | null {
  let value = (text ?? '').trim().toLowerCase();
  if (!value) return null;
  value = value.replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^\/\//, '');
  value = value.split(/[/?#]/)[0]!;
  value = value.replace(/^[^@]*@/, '');
  value = value.replace(/:\d*$/, '').replace(/\.$/, '');
  value = value.replace(/^www\d*\./, '');
  if (value.length > 253 || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(value)) return null;
  if (/^[\d.]+$/.test(value)) return null;
  if (value.split('.').some((label) => !label || label.length > 63 || /^-|-$/.test(label))) return null;
  if (!/^[a-z]{2,63}$/.test(value.split('.').at(-1)!) && !value.split('.').at(-1)!.startsWith('xn--')) {
    return null;
  }
  return value;
}

const ZEmailAddress = z.email();

/** Trimmed and lower-cased; null when it is not an email address. */
export function normaliseEmail(text: string | null | undefined): string | null {
  const value = (text ?? '')
    .trim()
    .toLowerCase()
    .replace(/^mailto:/, '');
  if (!value || value.length > 255) return null;
  return ZEmailAddress.safeParse(value).success ? value : null;
}

/** Country names and codes as lists and directories write them, to ISO 3166-1 alpha-2. */
const COUNTRY_NAMES: Record<string, string> = {
  'united states': 'US',
  'united states of america': 'US',
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  america: 'US',
  canada: 'CA',
  'united kingdom': 'GB',
  uk: 'GB',
  'u.k.': 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  australia: 'AU',
  'new zealand': 'NZ',
  ireland: 'IE',
  germany: 'DE',
  deutschland: 'DE',
  france: 'FR',
  spain: 'ES',
  españa: 'ES',
  italy: 'IT',
  italia: 'IT',
  netherlands: 'NL',
  'the netherlands': 'NL',
  belgium: 'BE',
  switzerland: 'CH',
  austria: 'AT',
  sweden: 'SE',
  norway: 'NO',
  denmark: 'DK',
  finland: 'FI',
  poland: 'PL',
  portugal: 'PT',
  mexico: 'MX',
  brazil: 'BR',
  argentina: 'AR',
  japan: 'JP',
  china: 'CN',
  india: 'IN',
  singapore: 'SG',
  'hong kong': 'HK',
  'south korea': 'KR',
  'south africa': 'ZA',
  'united arab emirates': 'AE',
  uae: 'AE',
  israel: 'IL',
};

const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/** An ISO 3166-1 alpha-2 code from a code or a common name; null when it is neither. */
export function normaliseCountry(text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  if (!value) return null;
  const named = COUNTRY_NAMES[value.toLowerCase()];
  if (named) return named;
  const code = value.toUpperCase() === 'UK' ? 'GB' : value.toUpperCase();
  if (/^[A-Z]{2}$/.test(code) && REGION_NAMES.of(code)) return code;
  return null;
}

/** A whole number from "12,000", "$12000", "12k", "1.5M"; null when the text is not one. */
export function parseWholeNumber(text: string | null | undefined): number | null {
  const value = (text ?? '')
    .trim()
    .toLowerCase()
    .replace(/[$€£,\s]/g, '');
  const match = /^(\d+(?:\.\d+)?)([km])?$/.exec(value);
  if (!match) return null;
  const n = Number(match[1]) * (match[2] === 'k' ? 1_000 : match[2] === 'm' ? 1_000_000 : 1);
  const whole = Math.round(n);
  return Number.isSafeInteger(whole) && whole <= 2_147_483_647 ? whole : null;
}

/** An http(s) URL, or null. */
export function normaliseUrl(text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  if (!value) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(value) ? value : `https://${value}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
