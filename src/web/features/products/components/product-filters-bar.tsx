import { PRODUCT_SORT_DEFAULT_DIR, type TProductFilters } from '@shared/contracts/competitors';
import { AVAILABILITY_FILTER, ListFiltersBar } from '@web/components/insights/list-filters-bar';

/** Sort choices as one list: each is a sort and a direction (docs/product-rules.md R87). */
const SORT_CHOICES = [
  { value: 'title:asc', label: 'Title (A–Z)' },
  { value: 'price:asc', label: 'Price: low to high' },
  { value: 'price:desc', label: 'Price: high to low' },
  { value: 'change:desc', label: 'Biggest rise' },
  { value: 'change:asc', label: 'Biggest drop' },
  { value: 'lastChange:desc', label: 'Last change' },
  { value: 'store:asc', label: 'Competitor' },
] as const;

/** Search, sort, availability and on-sale filters of the products table, read from and written to the URL. */
export function ProductFiltersBar(props: {
  filters: TProductFilters;
  onChange: (change: Partial<Record<keyof TProductFilters, string | undefined>>) => void;
}) {
  return (
    <ListFiltersBar
      label="Product filters"
      searchLabel="Search products"
      sortChoices={SORT_CHOICES}
      defaultSort="title"
      defaultDir={PRODUCT_SORT_DEFAULT_DIR}
      selects={[AVAILABILITY_FILTER]}
      filters={props.filters}
      onChange={props.onChange}
    />
  );
}
