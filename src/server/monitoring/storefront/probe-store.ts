import type { TScrapedShop } from '../scrape-types';
import { isRecord } from './product-fields';
import {
  hasShopifyHeaders,
  hasShopifyHtml,
  isChallengePage,
  myshopifyDomainFromHtml,
} from './response-signals';
import { ScrapeError } from './scrape-error';
import {
  createStorefrontContext,
  type TStorefrontContext,
  type TStorefrontOptions,
} from './storefront-context';
import { storefrontGet, type TStorefrontResponse } from './storefront-request';

export const DEFAULT_PROBE_DEADLINE_MS = 30_000;
/** Client errors a caller inspects itself (429 is retried before it gets here). */
export const CLIENT_ERRORS: readonly number[] = Array.from({ length: 100 }, (_, i) => 400 + i).filter(
  (s) => s !== 429,
);
const ACCEPT_XML = 'application/xml, text/xml;q=0.9, */*;q=0.1';

export type TProbeResult = {
  isShopify: boolean;
  shop: TScrapedShop;
  /** /products.json answers JSON; false when the store disabled it (403/404): read through the sitemap. */
  productsJsonAvailable: boolean;
  /** meta.json published_products_count, when the store told it. */
  publishedProductsCount: number | null;
};

/**
 * The Shopify check of docs/shopify-storefront.md, for URL validation and the first scrape: is this a
 * Shopify store, can its catalogue be read, and who is it. Throws ScrapeError (not_shopify,
 * password_protected, blocked, rate_limited, ...) when it cannot say yes.
 */
export async function probeStore(options: TStorefrontOptions): Promise<TProbeResult> {
  const ctx = createStorefrontContext({
    ...options,
    deadlineMs: options.deadlineMs ?? DEFAULT_PROBE_DEADLINE_MS,
  });
  return probeWithContext(ctx);
}

/** probeStore inside a scrape's context; pins the shop's base currency for the requests that follow. */
export async function probeWithContext(ctx: TStorefrontContext): Promise<TProbeResult> {
  const listing = await storefrontGet(ctx, '/products.json?limit=1', { passStatuses: CLIENT_ERRORS });
  const productsJsonAvailable =
    listing.status < 300 && isRecord(listing.json) && Array.isArray(listing.json.products);
  if (!productsJsonAvailable) await confirmShopifyWithoutListing(ctx, listing);

  const meta = await storefrontGet(ctx, '/meta.json', { passStatuses: CLIENT_ERRORS });
  const info = meta.status < 300 && isRecord(meta.json) ? meta.json : undefined;
  const currency =
    typeof info?.currency === 'string' && /^[A-Za-z]{3}$/.test(info.currency) ? info.currency : undefined;
  const shop: TScrapedShop = {
    name: nonEmpty(info?.name) ?? nameFromHost(ctx),
    currency: (currency ?? ctx.servedCurrency ?? 'USD').toUpperCase(),
    country: nonEmpty(info?.country) ?? null,
    myshopifyDomain:
      nonEmpty(info?.myshopify_domain)?.toLowerCase() ?? (await myshopifyDomainFallback(ctx, listing)),
  };
  // Shopify Markets may price by the visitor's location: ask for the base currency meta.json names.
  if (currency) ctx.cookies.set('cart_currency', shop.currency);
  const count = Number(info?.published_products_count);
  return {
    isShopify: true,
    shop,
    productsJsonAvailable,
    publishedProductsCount: Number.isSafeInteger(count) && count >= 0 ? count : null,
  };
}

/** products.json did not answer a listing: still Shopify when its headers, page or sitemap say so. */
async function confirmShopifyWithoutListing(
  ctx: TStorefrontContext,
  listing: TStorefrontResponse,
): Promise<void> {
  const sitemap = await storefrontGet(ctx, '/sitemap.xml', {
    accept: ACCEPT_XML,
    passStatuses: CLIENT_ERRORS,
  });
  if (listing.status === 403 && sitemap.status === 403) {
    throw new ScrapeError('blocked', undefined, { httpStatus: 403, url: listing.url });
  }
  const sitemapWorks = sitemap.status < 300 && /sitemap_products_\d+\.xml/.test(sitemap.text);
  const signals =
    hasShopifyHeaders(listing.headers) ||
    (listing.kind === 'html' && hasShopifyHtml(listing.text)) ||
    hasShopifyHeaders(sitemap.headers);
  if (sitemapWorks || (signals && listing.status >= 400)) return;
  if (signals && listing.kind === 'html' && isChallengePage(listing.text)) {
    throw new ScrapeError('blocked', undefined, { httpStatus: listing.status, url: listing.url });
  }
  if (signals) {
    // A Shopify store answering products.json with something other than a listing, and no sitemap.
    throw new ScrapeError('invalid_response', undefined, { httpStatus: listing.status, url: listing.url });
  }
  throw new ScrapeError('not_shopify', undefined, { httpStatus: listing.status, url: listing.url });
}

async function myshopifyDomainFallback(
  ctx: TStorefrontContext,
  listing: TStorefrontResponse,
): Promise<string> {
  const fromListing = listing.kind === 'html' ? myshopifyDomainFromHtml(listing.text) : undefined;
  if (fromListing) return fromListing;
  const home = await storefrontGet(ctx, '/', { accept: 'text/html', passStatuses: CLIENT_ERRORS });
  return myshopifyDomainFromHtml(home.text) ?? new URL(ctx.origin).hostname.toLowerCase();
}

/** "north-peak.com" → "North Peak"; IP addresses stay as they are. */
function nameFromHost(ctx: TStorefrontContext): string {
  const hostname = new URL(ctx.origin).hostname.replace(/^www\./, '');
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':') || hostname.startsWith('[')) return hostname;
  const label = hostname.split('.')[0] ?? hostname;
  return label
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

function nonEmpty(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
