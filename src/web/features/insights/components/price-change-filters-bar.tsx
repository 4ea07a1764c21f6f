import { PRICE_CHANGE_SORT_DEFAULT_DIR, type TPriceChangeFilters } from '@shared/contracts/insights';
import { AVAILABILITY_FILTER, ListFiltersBar } from '@web/components/insights/list-filters-bar';

/** Sort choices as one list: each is a sort and a direction (docs/product-rules.md R125). */
const SORT_CHOICES = [
  { value: 'changedAt:desc', label: 'Newest first' },
  { value: 'changedAt:asc', label: 'Oldest first' },
  { value: 'price:asc', label: 'New price: low to high' },
  { value: 'price:desc', label: 'New price: high to low' },
  { value: 'change:desc', label: 'Biggest rise' },
  { value: 'change:asc', label: 'Biggest drop' },
  { value: 'store:asc', label: 'Competitor' },
] as const;

const DIRECTION_FILTER = {
  key: 'direction',
  label: 'Change',
  options: [
    { value: 'increase', label: 'Increases' },
    { value: 'decrease', label: 'Decreases' },
  ],
} as const;

/** Search, sort and filters of the Recent Price Changes table, read from and written to the URL. */
export function PriceChangeFiltersBar(props: {
  filters: TPriceChangeFilters;
  onChange: (change: Partial<Record<keyof TPriceChangeFilters, string | undefined>>) => void;
}) {
  return (
    <ListFiltersBar
      label="Price change filters"
      searchLabel="Search price changes"
      sortChoices={SORT_CHOICES}
      defaultSort="changedAt"
      defaultDir={PRICE_CHANGE_SORT_DEFAULT_DIR}
      selects={[DIRECTION_FILTER, AVAILABILITY_FILTER]}
      filters={props.filters}
      onChange={props.onChange}
    />
  );
}
