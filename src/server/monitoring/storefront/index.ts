// The storefront client: reads a Shopify store's public catalogue politely and safely.
export {
  BOT_AUTH_DIRECTORY_CONTENT_TYPE,
  BOT_AUTH_DIRECTORY_PATH,
  createBotAuthSigner,
  jwkThumbprint,
  keyDirectory,
  type TBotAuthSigner,
  type TBotAuthSignerOptions,
  type TKeyDirectory,
} from './bot-auth';
export type { TScrapeProgress } from './catalogue-accumulator';
export {
  createHostPacer,
  DEFAULT_MIN_GAP_MS,
  HostBlockedError,
  type THostPacer,
  type THostPacerOptions,
} from './host-pacer';
export { parseJsonKeepingBigInts } from './parse-json';
export { probeStore, type TProbeResult } from './probe-store';
export {
  readCatalogue,
  type TReadCatalogueOptions,
  type TReadCatalogueResult,
  type TReadStats,
} from './read-catalogue';
export { DEFAULT_RETRY, parseRetryAfter, type TRetryOptions } from './retry-policy';
export { isTransientScrapeError, SCRAPE_ERROR_MESSAGES, ScrapeError, toScrapeError } from './scrape-error';
export {
  DEFAULT_REQUEST_TIMEOUT_MS,
  DEFAULT_SCRAPE_DEADLINE_MS,
  DEFAULT_SCRAPE_MAX_BODY_BYTES,
  type TStorefrontOptions,
} from './storefront-context';
