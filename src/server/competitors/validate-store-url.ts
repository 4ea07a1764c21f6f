import { and, eq } from 'drizzle-orm';
import type { TValidationResult } from '@shared/contracts/competitors';
import type { TExecutor } from '../db/client';
import { competitors } from '../db/schema';
import { AppError, type TErrorCode } from '../lib/errors';
import type { TScrapedShop } from '../monitoring/scrape-types';
import type { TStorefrontProbe } from '../monitoring/storefront-port';
import type { TAllowedPrivateHosts } from '../net/allowed-hosts';
import { checkStoreUrl, type TStoreUrlProblem } from '../net';

/** Why a store cannot be tracked: the text rules, a store the user already tracks, or what the probe found. */
export type TStoreCheckReason =
  | TStoreUrlProblem
  | 'already_tracked'
  | 'not_shopify'
  | 'password_protected'
  /** The probe could not read the store (blocked, unreachable, too slow, ...). */
  | 'unreadable';

export type TStoreCheck =
  | { ok: true; normalizedUrl: string; host: string; shop: TScrapedShop }
  | { ok: false; reason: TStoreCheckReason; error: string; normalizedUrl: string | null };

export const ALREADY_TRACKED = 'You are already tracking this store.';

const errorCodeByReason: Record<TStoreCheckReason, TErrorCode> = {
  invalid_url: 'bad_request',
  bad_scheme: 'bad_request',
  private_address: 'bad_request',
  already_tracked: 'conflict',
  not_shopify: 'bad_request',
  password_protected: 'bad_request',
  unreadable: 'bad_request',
};

/** What adding or replacing a competitor throws when the store cannot be tracked. */
export function storeCheckError(reason: TStoreCheckReason, message: string): AppError {
  return new AppError(errorCodeByReason[reason], message, { extra: { error: message } });
}

/**
 * The URL rules of docs/product-rules.md R18 in order: format and private addresses (on the text; the fetch
 * checks the resolved address again at connect time), a store the user already tracks, the Shopify check.
 */
export async function checkCompetitorUrl(opts: {
  db: TExecutor;
  accountId?: string;
  url: string;
  probe: TStorefrontProbe;
  allowedPrivateHosts: TAllowedPrivateHosts;
  /** Replace: the competitor being replaced may point at the same store. */
  exceptCompetitorId?: string;
}): Promise<TStoreCheck> {
  const text = checkStoreUrl(opts.url, { allowedPrivateHosts: opts.allowedPrivateHosts });
  if (!text.ok) return { ok: false, reason: text.reason, error: text.error, normalizedUrl: null };
  const { normalizedUrl, host } = text;
  if (opts.accountId && (await tracksDomain(opts.db, opts.accountId, host, opts.exceptCompetitorId))) {
    return { ok: false, reason: 'already_tracked', error: ALREADY_TRACKED, normalizedUrl };
  }
  try {
    const probe = await opts.probe(normalizedUrl);
    if (!probe.isShopify || !probe.shop) {
      return {
        ok: false,
        reason: 'not_shopify',
        error: "This doesn't look like a Shopify store.",
        normalizedUrl,
      };
    }
    return { ok: true, normalizedUrl, host, shop: probe.shop };
  } catch (err) {
    const type = (err as { type?: string }).type;
    return {
      ok: false,
      reason: type === 'password_protected' || type === 'not_shopify' ? type : 'unreadable',
      error: err instanceof Error ? err.message : 'Validation failed',
      normalizedUrl,
    };
  }
}

async function tracksDomain(db: TExecutor, accountId: string, host: string, exceptId?: string) {
  const rows = await db
    .select({ id: competitors.id })
    .from(competitors)
    .where(and(eq(competitors.accountId, accountId), eq(competitors.domain, host)));
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
        // A store we already track, or one behind a password, was recognised as Shopify.
        isShopify: check.reason === 'already_tracked' || check.reason === 'password_protected',
        error: check.error,
      };
}
