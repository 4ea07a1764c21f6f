// Headers and cookies every storefront answer carries, as Shopify sends them.

import { randomUUID } from 'node:crypto';
import type { FakeStore } from './store.ts';

export function safeDecode(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

export function parseCookies(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out[part.slice(0, eq).trim()] = safeDecode(part.slice(eq + 1).trim());
  }
  return out;
}

const expiresIn = (days: number) => new Date(Date.now() + days * 86_400_000).toUTCString();

export function shopifyHeaders(
  store: FakeStore,
  currency: string,
  cookies: Record<string, string>,
): Record<string, string | string[]> {
  const country = cookies.localization ?? 'US';
  const setCookies = [
    `_shopify_s=${randomUUID()}; Path=/; Max-Age=1800; SameSite=Lax`,
    `localization=${country}; Path=/; Expires=${expiresIn(365)}; SameSite=Lax`,
    `cart_currency=${currency}; Path=/; Expires=${expiresIn(14)}; SameSite=Lax`,
  ];
  if (!cookies._shopify_y)
    setCookies.unshift(`_shopify_y=${randomUUID()}; Path=/; Expires=${expiresIn(365)}; SameSite=Lax`);
  return {
    'x-shopid': String(store.shopId),
    'x-sorting-hat-shopid': String(store.shopId),
    'x-sorting-hat-podid': '150',
    'x-shopify-stage': 'production',
    'x-storefront-renderer-rendered': '1',
    'powered-by': 'Shopify',
    server: 'cloudflare',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    vary: 'Accept',
    'set-cookie': setCookies,
  };
}
