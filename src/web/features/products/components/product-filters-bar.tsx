import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import type { TProductFilters } from '@shared/contracts/competitors';
import { Button } from '@web/components/ui/button';
import { Input, Label, NativeSelect } from '@web/components/ui/input';

/** Sort choices as one list: each is a sort and a direction (docs/product-rules.md R87). */
export const SORT_CHOICES = [
  { value: 'title:asc', label: 'Title (A–Z)' },
  { value: 'price:asc', label: 'Price: low to high' },
  { value: 'price:desc', label: 'Price: high to low' },
  { value: 'change:desc', label: 'Biggest rise' },
  { value: 'change:asc', label: 'Biggest drop' },
  { value: 'lastChange:desc', label: 'Last change' },
  { value: 'store:asc', label: 'Competitor' },
] as const;

/** A search box that applies on Enter or its button, so every keystroke is not a request. */
export function SearchBox(props: {
  label: string;
  value: string | undefined;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(props.value ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSearch(text);
  };
  return (
    <form role="search" onSubmit={submit} className="flex min-w-0 flex-1 items-end gap-2">
      <div className="min-w-0 flex-1 space-y-1.5">
        <Label htmlFor={id}>{props.label}</Label>
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={200}
          placeholder="Title, vendor or SKU"
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value === '') props.onSearch('');
          }}
        />
      </div>
      <Button type="submit" variant="secondary" aria-label={`${props.label}: search`}>
        <Search aria-hidden />
      </Button>
    </form>
  );
}

/** Search, sort, availability and on-sale filters of the products table, read from and written to the URL. */
export function ProductFiltersBar(props: {
  filters: TProductFilters;
  onChange: (change: Partial<Record<keyof TProductFilters, string | undefined>>) => void;
}) {
  const sortId = useId();
  const availabilityId = useId();
  const onSaleId = useId();
  const { filters } = props;
  const sort = `${filters.sort ?? 'title'}:${filters.dir ?? (filters.sort === 'change' || filters.sort === 'lastChange' ? 'desc' : 'asc')}`;
  return (
    <div className="flex flex-col gap-3 border-b border-border px-5 pb-4 sm:px-6 lg:flex-row lg:items-end">
      <SearchBox label="Search products" value={filters.q} onSearch={(q) => props.onChange({ q })} />
      <div className="grid grid-cols-2 items-end gap-3 sm:flex">
        <div className="space-y-1.5">
          <Label htmlFor={sortId}>Sort by</Label>
          <NativeSelect
            id={sortId}
            value={sort}
            onChange={(e) => {
              const [s, d] = e.target.value.split(':');
              props.onChange({
                sort: s === 'title' ? undefined : s,
                dir: d === 'asc' && s === 'title' ? undefined : d,
              });
            }}
          >
            {SORT_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={availabilityId}>Availability</Label>
          <NativeSelect
            id={availabilityId}
            value={filters.availability ?? ''}
            onChange={(e) => props.onChange({ availability: e.target.value || undefined })}
          >
            <option value="">All</option>
            <option value="in_stock">Available</option>
            <option value="out_of_stock">Out of Stock</option>
          </NativeSelect>
        </div>
        <label htmlFor={onSaleId} className="col-span-2 flex h-9 items-center gap-2 text-sm font-medium">
          <input
            id={onSaleId}
            type="checkbox"
            className="size-4 accent-primary"
            checked={filters.onSale === 'true'}
            onChange={(e) => props.onChange({ onSale: e.target.checked ? 'true' : undefined })}
          />
          On sale only
        </label>
      </div>
    </div>
  );
}
