import type { TStoreRow } from '../db/schema/stores';
import type { TKnownListing } from './scrape-types';

type TListingState = Pick<
  TStoreRow,
  | 'listingDigests'
  | 'listingDigestsAt'
  | 'catalogueHash'
  | 'catalogueHashAt'
  | 'lastSuccessAt'
  | 'productCount'
>;

/**
 * A value written with the catalogue is trusted only while `at` (when it was written) equals the store's
 * lastSuccessAt: an ingest that does not write it (an older version of the app) moves lastSuccessAt past it.
 */
export function writtenByLastSuccess(at: Date | null, lastSuccessAt: Date | null): boolean {
  return at !== null && lastSuccessAt !== null && at.getTime() === lastSuccessAt.getTime();
}

/**
 * The store's listing when it describes the stored catalogue (docs/decisions/008): written by the last successful
 * ingest, with the catalogue fingerprint still trusted too (a hand-made fix to a catalogue nulls catalogue_hash,
 * docs/decisions/006, and that must make the next scrape compare in full).
 */
export function trustedListing(store: TListingState): TKnownListing | undefined {
  const { listingDigests, catalogueHash } = store;
  if (!listingDigests || catalogueHash === null) return undefined;
  if (!writtenByLastSuccess(store.listingDigestsAt, store.lastSuccessAt)) return undefined;
  if (!writtenByLastSuccess(store.catalogueHashAt, store.lastSuccessAt)) return undefined;
  return { digests: listingDigests, products: store.productCount };
}

/** True when `digests` are the store's trusted listing, page for page. */
export function isTrustedListing(store: TListingState, digests: readonly string[]): boolean {
  const trusted = trustedListing(store)?.digests;
  return (
    trusted !== undefined && trusted.length === digests.length && trusted.every((d, i) => d === digests[i])
  );
}

/**
 * An unparsed ("unchanged") listing reached ingest after the store's stored catalogue moved on from the listing
 * the read compared with: it must be read again, in full.
 */
export class StaleListingError extends Error {
  constructor() {
    super('The store changed while its listing was read; it has to be read again');
    this.name = 'StaleListingError';
  }
}
