/**
 * What a storefront answer tells about the site behind it (docs/shopify-storefront.md, "Telling a Shopify
 * store").
 */

const SHOPIFY_HEADERS = [
  'x-shopid',
  'x-shopify-stage',
  'x-sorting-hat-shopid',
  'x-storefront-renderer-rendered',
];
const SHOPIFY_COOKIES = ['_shopify_y', '_shopify_s', 'cart_currency', 'localization'];

export function isJsonContentType(contentType: string): boolean {
  return /json|javascript/i.test(contentType);
}

export function looksLikeHtml(contentType: string, text: string): boolean {
  return /html/i.test(contentType) || /^\s*(<!doctype html|<html|<head|<body)/i.test(text.slice(0, 512));
}

/** Cookies the response sets, by name (last one wins). */
export function responseCookies(headers: Headers): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const line of headers.getSetCookie()) {
    const pair = line.split(';', 1)[0] ?? '';
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    let value = pair.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value
    }
    cookies.set(pair.slice(0, eq).trim(), value);
  }
  return cookies;
}

/** The currency the store served, from its cart_currency cookie (docs/shopify-storefront.md, Currency). */
export function servedCurrency(headers: Headers): string | undefined {
  const value = responseCookies(headers).get('cart_currency')?.trim().toUpperCase();
  return value && /^[A-Z]{3}$/.test(value) ? value : undefined;
}

export function hasShopifyHeaders(headers: Headers): boolean {
  if (SHOPIFY_HEADERS.some((name) => headers.has(name))) return true;
  if (/shopify/i.test(headers.get('powered-by') ?? '')) return true;
  const cookies = responseCookies(headers);
  return SHOPIFY_COOKIES.slice(0, 2).some((name) => cookies.has(name));
}

export function hasShopifyHtml(text: string): boolean {
  return /Shopify\.shop\s*=|cdn\.shopify\.com|shopify-features/.test(text);
}

/** `Shopify.shop = "x.myshopify.com"` in a storefront page. */
export function myshopifyDomainFromHtml(text: string): string | undefined {
  const match = /Shopify\.shop\s*=\s*["']([a-z0-9][a-z0-9-]*\.myshopify\.com)["']/i.exec(text);
  return match?.[1]?.toLowerCase();
}

/** A password page: the storefront password form, or an answer that ended on /password. */
export function isPasswordPage(finalUrl: string, text: string): boolean {
  let path = '';
  try {
    path = new URL(finalUrl).pathname;
  } catch {
    // not a URL: judge by the body alone
  }
  if (path === '/password') return true;
  return /storefront_password|action=["']\/password["']|id=["']login_form["'][^>]*password/i.test(text);
}

/** An anti-bot challenge page rather than the store's own content. */
export function isChallengePage(text: string): boolean {
  return /challenge-platform|cf-chl|captcha|Your connection needs to be verified|Access denied/i.test(
    text.slice(0, 20_000),
  );
}
