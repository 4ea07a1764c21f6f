import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOwnProductPage } from '@shared/contracts/my-store';
import { api } from '@web/lib/api-client';

export const ownProductQueryKey = ['/api/my-store/products/:id'] as const;

export const getOwnProduct = (id: string) =>
  api.get<TOwnProductPage>(`/api/my-store/products/${encodeURIComponent(id)}`);

/** One product of my store with where its price stands against its confirmed matches. */
export const ownProductQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...ownProductQueryKey, id], queryFn: () => getOwnProduct(id) });

export function useOwnProduct(id: string, opts: { enabled: boolean }) {
  return useQuery({ ...ownProductQueryOptions(id), enabled: opts.enabled });
}
