// limit/page parsing and the 25,000 cap, as the storefront applies them.

export const DEFAULT_LIMIT = 30;
export const MAX_LIMIT = 250;
export const PAGE_CAP = 25_000;
export const CAP_ERROR = '{"errors":"Page * Limit exceeds the 25000 limit."}';

export interface Paging {
  limit: number;
  page: number;
  /** page × limit exceeds the cap: answer CAP_ERROR instead of products. */
  overCap: boolean;
}

export function parsePaging(query: URLSearchParams): Paging {
  const rawLimit = Number.parseInt(query.get('limit') ?? '', 10);
  const rawPage = Number.parseInt(query.get('page') ?? '', 10);
  const limit = Number.isNaN(rawLimit) || rawLimit < 1 ? DEFAULT_LIMIT : Math.min(rawLimit, MAX_LIMIT);
  const page = Number.isNaN(rawPage) || rawPage < 1 ? 1 : rawPage;
  return { limit, page, overCap: page * limit > PAGE_CAP };
}

export function pageSlice<T>(items: readonly T[], { limit, page }: Paging): readonly T[] {
  const start = (page - 1) * limit;
  return start >= items.length ? [] : items.slice(start, start + limit);
}
