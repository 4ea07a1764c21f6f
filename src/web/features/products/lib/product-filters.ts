import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ZProductFilters, type TProductFilters } from '@shared/contracts/competitors';

/** The products list's URL parameters (docs/product-rules.md R87): a view can be shared and survives a reload. */
const KEYS = ['q', 'sort', 'dir', 'availability', 'onSale'] as const;

/** The valid filters of a query string; a value that is not one of the contract's is left out. */
export function filtersFromParams(params: URLSearchParams): TProductFilters {
  const filters: Record<string, string> = {};
  for (const key of KEYS) {
    const value = params.get(key);
    if (!value) continue;
    const parsed = ZProductFilters.shape[key].safeParse(value);
    if (parsed.success && parsed.data) filters[key] = parsed.data;
  }
  return filters as TProductFilters;
}

/** Reads and writes the products list's search, sort and filters in the URL. */
export function useProductFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  const setFilters = useCallback(
    (change: Partial<Record<(typeof KEYS)[number], string | undefined>>) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(change)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { filters, setFilters };
}

/** The price-changes table's search, in ?changesQ=. */
export function useChangesSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('changesQ')?.trim() || undefined;
  const setQ = useCallback(
    (value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value.trim()) next.set('changesQ', value.trim());
          else next.delete('changesQ');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { q, setQ };
}
