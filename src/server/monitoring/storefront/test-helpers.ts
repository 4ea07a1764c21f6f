// Shared by the storefront tests: fake stores on loopback and options that reach them quickly.
import { createSafeDispatcher, type SafeDispatcher } from '@server/net';
import {
  startFakeShopify,
  type FakeShopify,
  type FakeStore,
  type FakeStoreOptions,
} from '../../../../tools/fake-shopify/index.ts';
import { createHostPacer, type THostPacer } from './host-pacer';
import type { TStorefrontOptions } from './storefront-context';

export type TTestStores = { fake: FakeShopify; stores: FakeStore[]; dispatcher: SafeDispatcher };

/** Starts fake stores and a SafeDispatcher allowing exactly their host:port pairs. */
export async function startTestStores(specs: FakeStoreOptions[]): Promise<TTestStores> {
  const fake = await startFakeShopify({ stores: specs });
  const dispatcher = createSafeDispatcher({ allowedPrivateHosts: fake.stores.map((s) => s.hostPort) });
  return { fake, stores: fake.stores, dispatcher };
}

export async function stopTestStores(t: TTestStores | undefined): Promise<void> {
  if (!t) return;
  await t.fake.close();
  await t.dispatcher.close();
}

/** Fast options: small pacing gap, millisecond backoff, short timeouts. */
export function fastOptions(
  store: FakeStore,
  t: TTestStores,
  overrides: Partial<TStorefrontOptions> & { pacer?: THostPacer } = {},
): TStorefrontOptions {
  return {
    baseUrl: store.url,
    dispatcher: t.dispatcher,
    pacer: overrides.pacer ?? createHostPacer({ minGapMs: 0 }),
    requestTimeoutMs: 5_000,
    deadlineMs: 60_000,
    ...overrides,
    retry: { maxRetries: 3, baseDelayMs: 20, maxWaitMs: 5_000, ...overrides.retry },
  };
}

/** The products of a fake store as the storefront client should report them (prices as the store holds them). */
export function expectedProducts(store: FakeStore) {
  return store.products.map((p) => ({
    externalId: store.emittedId(p.id),
    handle: p.handle,
    title: p.title,
    tags: p.tags,
    variants: p.variants.map((v) => ({
      externalId: store.emittedId(v.id),
      price: v.price === '' ? null : v.price,
      compareAtPrice: v.compareAtPrice === '' ? null : v.compareAtPrice,
      available: v.available,
    })),
  }));
}
