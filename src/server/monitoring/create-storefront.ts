import type { TConfig } from '../config';
import { createSafeDispatcher } from '../net';
import type { TCatalogueReader, TStorefrontProbe } from './storefront-port';
import {
  createBotAuthSigner,
  createHostPacer,
  keyDirectory,
  probeStore,
  readCatalogue,
  type TKeyDirectory,
} from './storefront';

export type TStorefront = {
  probe: TStorefrontProbe;
  readCatalogue: TCatalogueReader;
  /** The public key directory when Web Bot Auth signing is configured (docs/product-rules.md R15). */
  keyDirectory: TKeyDirectory | null;
  close(): Promise<void>;
};

/**
 * One per process: the SSRF-safe dispatcher, the per-host pacer shared by every worker of the process, and the
 * optional request signer, bound into the probe and the catalogue reader the rest of the server uses.
 */
export function createStorefront(config: TConfig): TStorefront {
  const dispatcher = createSafeDispatcher({ allowedPrivateHosts: config.ALLOWED_PRIVATE_HOSTS });
  const pacer = createHostPacer({ minGapMs: config.SCRAPE_MIN_GAP_MS });
  const signer = config.BOT_AUTH_PRIVATE_KEY
    ? createBotAuthSigner({ privateKey: config.BOT_AUTH_PRIVATE_KEY, signatureAgent: config.APP_URL })
    : null;
  const common = { dispatcher, pacer, sign: signer?.sign, contactUrl: `${config.APP_URL}/bot` };
  return {
    probe: async (url) => {
      const result = await probeStore({ ...common, baseUrl: url });
      return { isShopify: result.isShopify, shop: result.shop };
    },
    readCatalogue: (opts) =>
      readCatalogue({
        ...common,
        baseUrl: opts.baseUrl,
        onProgress: opts.onProgress,
        onProducts: opts.onProducts,
        signal: opts.signal,
        knownListing: opts.knownListing,
        bestSellerDepth: opts.bestSellerDepth,
        deadlineMs: config.SCRAPE_TIMEOUT_MS,
      }),
    keyDirectory: signer ? keyDirectory(signer.publicJwk) : null,
    close: () => dispatcher.close(),
  };
}
