import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

type TFilterSchema = z.ZodObject<Record<string, z.ZodType<string | undefined>>>;
export type TFilterChange<S extends TFilterSchema> = Partial<
  Record<keyof z.infer<S> & string, string | undefined>
>;

/** The URL name of a list's filter: `q`, or `changesQ` for a second list on the same screen. */
const paramName = (prefix: string, key: string) =>
  prefix ? `${prefix}${key[0]!.toUpperCase()}${key.slice(1)}` : key;

/** The valid filters of a query string; a value that is not one of the contract's is left out. */
export function filtersFromParams<S extends TFilterSchema>(
  schema: S,
  params: URLSearchParams,
  prefix = '',
): z.infer<S> {
  const filters: Record<string, string> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const value = params.get(paramName(prefix, key));
    if (!value) continue;
    const parsed = field.safeParse(value);
    if (parsed.success && parsed.data) filters[key] = parsed.data;
  }
  return filters as z.infer<S>;
}

/**
 * A list's search, sort and filters kept in the URL (docs/product-rules.md R87), so a view can be shared and
 * survives a reload. Writes build on the last write, not on the URL of the last render: a filter changed right
 * after a search keeps the search.
 */
export function useUrlFilters<S extends TFilterSchema>(schema: S, prefix = '') {
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  latest.current = params;
  const filters = useMemo(() => filtersFromParams(schema, params, prefix), [schema, params, prefix]);
  const setFilters = useCallback(
    (change: TFilterChange<S>) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(change)) {
        const name = paramName(prefix, key);
        if (value) next.set(name, value);
        else next.delete(name);
      }
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams, prefix],
  );
  return { filters, setFilters };
}

/** Whether a list's filters leave rows out: a search or a filter, not only an order. */
export const narrowsList = (filters: Record<string, string | undefined>) =>
  Object.entries(filters).some(([key, value]) => value && key !== 'sort' && key !== 'dir');
