export { PriceTrackingPage } from './components/price-tracking-page';
// Building blocks the other insight screens (product launches, product page) share.
export { CompetitorFilter } from './components/competitor-filter';
export { CompetitorScopedPage } from './components/competitor-scoped-page';
export { useCompetitorFilter } from './lib/use-competitor-filter';
export { DataTable, type TColumn } from './components/data-table';
export { ShowMore, useFirstRows } from './components/show-more';
export { TableCard } from './components/table-card';
export {
  AvailabilityBadge,
  ChangeBadge,
  ProductThumb,
  StatCard,
  StatGrid,
  StruckCompareAt,
  TimeAgo,
  isHigher,
} from './components/bits';
export { priceChangesQueryKey, priceChangesQueryOptions, usePriceChanges } from './api/get-price-changes';
export { trackedProductsQueryKey, trackedProductsQueryOptions, useTrackedProducts } from './api/get-products';
