import { ZProductFilters } from '@shared/contracts/competitors';
import { useUrlFilters } from '@web/lib/url-filters';

/** The products list's search, sort and filters in the URL: `q`, `sort`, `dir`, `availability`, `onSale` (R87). */
export const useProductFilters = () => useUrlFilters(ZProductFilters);
