// Public API of the fake Shopify store, for tests, the demo and the benchmarks.

export { startFakeShopify, type FakeShopify, type StartOptions } from './server.ts';
export { FakeStore, type FakeStoreOptions } from './store.ts';
export type { FakeMode, ModeOptions, FailOptions, ThrottleOptions } from './faults.ts';
export type { ProductInput, ProductPatch, PriceInput } from './catalogue-controls.ts';
export type { LoggedRequest, RequestFilter } from './request-log.ts';
export type { BotAuthOptions, BotAuthResult } from './bot-auth-verify.ts';
export { jwkThumbprint, DIRECTORY_PATH, DIRECTORY_CONTENT_TYPE } from './bot-auth-keys.ts';
export type { FakeProduct, FakeVariant, FakeImage, FakeCollection } from './types.ts';
export { mulberry32, type Rng } from './rng.ts';
export { HUGE_OFFSET, normalizeId } from './ids.ts';
export { PAGE_CAP, MAX_LIMIT, DEFAULT_LIMIT } from './pagination.ts';
export type { FakeTheme, FakeAppScript, FakeFootprint } from './footprint.ts';
export {
  MATCH_LABELS,
  OWN_CATALOGUE,
  OWN_STORE,
  RIVAL_STORES,
  stockStore,
  type CatalogueItem,
  type LabelledPair,
  type MatchLabel,
} from './matching-catalogue.ts';
