import { Search } from 'lucide-react';
import {
  LEAD_SORTS,
  LEAD_SOURCE_LABELS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type TLeadSort,
} from '@shared/contracts/leads';
import { Input, NativeSelect } from '@web/components/ui/input';
import type { TLeadsFilter } from '../api/get-leads';
import { STATUS_LABELS } from './lead-labels';

const SORT_LABELS: Record<TLeadSort, string> = {
  createdAt: 'Newest first',
  storeName: 'Store name',
  lastContactedAt: 'Last contacted',
};

/** Search, status, source and sort of the leads list; the page keeps them in the URL. */
export function LeadFiltersBar({
  filter,
  onChange,
}: {
  filter: TLeadsFilter;
  onChange: (patch: Partial<TLeadsFilter>) => void;
}) {
  return (
    <div className="flex flex-col gap-3 border-b border-border p-4 lg:flex-row">
      <div className="relative flex-1">
        <Search className="absolute top-3 left-3 size-4 text-muted-foreground" aria-hidden />
        <Input
          aria-label="Search leads"
          placeholder="Search by store, domain or email"
          className="pl-9"
          value={filter.q}
          onChange={(e) => onChange({ q: e.target.value })}
        />
      </div>
      <FilterSelect
        label="Status"
        allLabel="All statuses"
        value={filter.status}
        options={LEAD_STATUSES}
        labels={STATUS_LABELS}
        onChange={(status) => onChange({ status })}
        className="lg:w-40"
      />
      <FilterSelect
        label="Source"
        allLabel="All sources"
        value={filter.source}
        options={LEAD_SOURCES}
        labels={LEAD_SOURCE_LABELS}
        onChange={(source) => onChange({ source })}
        className="lg:w-44"
      />
      <FilterSelect
        label="Sort leads"
        value={filter.sort}
        options={LEAD_SORTS}
        labels={SORT_LABELS}
        // Sort offers no empty choice, so the value is always one of LEAD_SORTS.
        onChange={(sort) => onChange({ sort: sort as TLeadSort })}
        className="lg:w-44"
      />
    </div>
  );
}

/** A select of named values; with `allLabel`, a first empty choice that clears the filter. */
function FilterSelect<T extends string>(props: {
  label: string;
  allLabel?: string;
  value: T | '';
  options: readonly T[];
  labels: Record<T, string>;
  onChange: (value: T | '') => void;
  className: string;
}) {
  return (
    <NativeSelect
      aria-label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value as T | '')}
      className={props.className}
    >
      {props.allLabel === undefined ? null : <option value="">{props.allLabel}</option>}
      {props.options.map((o) => (
        <option key={o} value={o}>
          {props.labels[o]}
        </option>
      ))}
    </NativeSelect>
  );
}
