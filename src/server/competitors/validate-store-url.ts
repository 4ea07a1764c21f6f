import { and, eq } from 'drizzle-orm';
import type { TValidationResult } from '@shared/contracts/competitors';
import type { TExecutor } from '../db/client';
import { competitors } from '../db/schema';
import type { TScrapedShop } from '../monitoring/scrape-types';
import type { TStorefrontProbe } from '../monitoring/storefront-port';
import type { TAllowedPrivateHosts } from '../net/allowed-hosts';
import { checkStoreUrl } from '../net';

export type TStoreCheck =
  | { ok: true; normalizedUrl: string; host: string; shop: TScrapedShop }
  | { ok: false; status: 400 | 409; error: string; normalizedUrl: string | null; isShopify: boolean };

export const ALREADY_TRACKED = 'You are already tracking this store.';

/**
 * The URL rules of docs/product-rules.md R18 in order: format and private addresses (on the text; the fetch
 * checks the resolved address again at connect time), a store the user already tracks, the Shopify check.
 */
export async function checkCompetitorUrl(opts: {
  db: TExecutor;
  userId?: string;
  url: string;
  probe: TStorefrontProbe;
  allowedPrivateHosts: TAllowedPrivateHosts;
  /** Replace: the competitor being replaced may point at the same store. */
  exceptCompetitorId?: string;
}): Promise<TStoreCheck> {
  const text = checkStoreUrl(opts.url, { allowedPrivateHosts: opts.allowedPrivateHosts });
  if (!text.ok) return { ok: false, status: 400, error: text.error, normalizedUrl: null, isShopify: false };
  const { normalizedUrl, host } = text;
  if (opts.userId && (await tracksDomain(opts.db, opts.userId, host, opts.exceptCompetitorId))) {
    return { ok: false, status: 409, error: ALREADY_TRACKED, normalizedUrl, isShopify: true };
  }
  try {
    const probe = await opts.probe(normalizedUrl);
    if (!probe.isShopify || !probe.shop) {
      return {
        ok: false,
        status: 400,
        error: "This doesn't look like a Shopify store.",
        normalizedUrl,
        isShopify: false,
      };
    }
    return { ok: true, normalizedUrl, host, shop: probe.shop };
  } catch (err) {
    const type = (err as { type?: string }).type;
    return {
      ok: false,
      status: 400,
      error: err instanceof Error ? err.message : 'Validation failed',
      normalizedUrl,
      isShopify: type === 'password_protected',
    };
  }
}

async function tracksDomain(db: TExecutor, userId: string, host: string, exceptId?: string) {
  const rows = await db
    .select({ id: competitors.id })
    .from(competitors)
    .where(and(eq(competitors.userId, userId), eq(competitors.domain, host)));
  return rows.some((r) => r.id !== exceptId);
}

export function toValidationResult(check: TStoreCheck): TValidationResult {
  return check.ok
    ? {
        isValid: true,
        normalizedUrl: check.normalizedUrl,
        storeName: check.shop.name,
        isShopify: true,
        error: null,
      }
    : {
        isValid: false,
        normalizedUrl: check.normalizedUrl,
        storeName: null,
        isShopify: check.isShopify,
        error: check.error,
      };
}
