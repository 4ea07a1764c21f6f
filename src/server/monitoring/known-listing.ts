import type { TStoreRow } from '../db/schema/stores';

type TListingState = Pick<TStoreRow, 'listingDigests' | 'listingDigestsAt' | 'lastSuccessAt'>;

/**
 * The store's listing digests when they describe its stored catalogue (docs/decisions/008): written by the last
 * successful ingest, which an ingest that does not know them (an older version of the app) would have moved.
 */
export function trustedListing(store: TListingState): string[] | undefined {
  const { listingDigests, listingDigestsAt, lastSuccessAt } = store;
  if (!listingDigests || !listingDigestsAt || !lastSuccessAt) return undefined;
  return listingDigestsAt.getTime() === lastSuccessAt.getTime() ? listingDigests : undefined;
}

/** True when `digests` are the store's trusted listing, page for page. */
export function isTrustedListing(store: TListingState, digests: readonly string[]): boolean {
  const trusted = trustedListing(store);
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
