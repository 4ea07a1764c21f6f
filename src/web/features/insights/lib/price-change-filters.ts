import { ZPriceChangeFilters } from '@shared/contracts/insights';
import { useUrlFilters } from '@web/lib/url-filters';

/**
 * The price-changes list's search, sort and filters in the URL, beside the products list's on /price-tracking:
 * `changesQ`, `changesSort`, `changesDir`, `changesDirection`, `changesAvailability`, `changesOnSale` (R125).
 */
export const usePriceChangeFilters = () => useUrlFilters(ZPriceChangeFilters, 'changes');
