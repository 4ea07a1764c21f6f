import { Search } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { Input, Label, NativeSelect } from '@web/components/ui/input';

/** A search box that applies on Enter or its button, so every keystroke is not a request. */
export function SearchBox(props: {
  label: string;
  value: string | undefined;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(props.value ?? '');
  // Back and forward in the browser change the search under the box: the box follows.
  useEffect(() => setText(props.value ?? ''), [props.value]);
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

type TOption = { value: string; label: string };
/** A select filter; its first option, "All", is no filter. */
export type TSelectFilter = { key: string; label: string; options: readonly TOption[] };

export const AVAILABILITY_FILTER: TSelectFilter = {
  key: 'availability',
  label: 'Availability',
  options: [
    { value: 'in_stock', label: 'Available' },
    { value: 'out_of_stock', label: 'Out of Stock' },
  ],
};

/** The filters every product list has in its URL (docs/product-rules.md R87). */
type TListFilters = { q?: string; sort?: string; dir?: string; onSale?: string } & Record<
  string,
  string | undefined
>;

/**
 * Search, sort, select filters and "On sale only" of a product list, the same labels on every screen
 * (docs/product-rules.md R87, R125). Sort choices are one list: each a sort and a direction; the list's default
 * sort in its default direction stays out of the URL.
 */
export function ListFiltersBar(props: {
  /** Names the group of controls, so two lists on one screen are told apart. */
  label: string;
  searchLabel: string;
  sortChoices: readonly TOption[];
  defaultSort: string;
  defaultDir: Record<string, 'asc' | 'desc'>;
  selects: readonly TSelectFilter[];
  filters: TListFilters;
  onChange: (change: Record<string, string | undefined>) => void;
}) {
  const sortId = useId();
  const selectId = useId();
  const onSaleId = useId();
  const { filters, defaultSort, defaultDir } = props;
  const sortKey = filters.sort ?? defaultSort;
  const sort = `${sortKey}:${filters.dir ?? defaultDir[sortKey]}`;
  return (
    <div
      role="group"
      aria-label={props.label}
      className="flex flex-col gap-3 border-b border-border px-5 pb-4 sm:px-6 lg:flex-row lg:items-end"
    >
      <SearchBox label={props.searchLabel} value={filters.q} onSearch={(q) => props.onChange({ q })} />
      <div className="grid grid-cols-2 items-end gap-3 sm:flex">
        <div className="space-y-1.5">
          <Label htmlFor={sortId}>Sort by</Label>
          <NativeSelect
            id={sortId}
            value={sort}
            onChange={(e) => {
              const [s = defaultSort, d = 'asc'] = e.target.value.split(':');
              props.onChange({
                sort: s === defaultSort ? undefined : s,
                dir: s === defaultSort && d === defaultDir[s] ? undefined : d,
              });
            }}
          >
            {props.sortChoices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </NativeSelect>
        </div>
        {props.selects.map((f) => (
          <div key={f.key} className="space-y-1.5">
            <Label htmlFor={`${selectId}-${f.key}`}>{f.label}</Label>
            <NativeSelect
              id={`${selectId}-${f.key}`}
              value={filters[f.key] ?? ''}
              onChange={(e) => props.onChange({ [f.key]: e.target.value || undefined })}
            >
              <option value="">All</option>
              {f.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
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
