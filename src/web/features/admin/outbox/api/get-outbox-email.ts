import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOutboxEmail } from '@shared/contracts/email';
import { api } from '@web/lib/api-client';
import { outboxQueryKey } from './get-outbox';

export const outboxEmailQueryKey = (id: string) => [...outboxQueryKey, 'email', id] as const;

/** One kept email whole: addresses, headers, text and HTML parts. */
export const getOutboxEmail = (id: string) =>
  api.get<TOutboxEmail>(`/api/admin/outbox/${encodeURIComponent(id)}`);

export const outboxEmailQueryOptions = (id: string) =>
  queryOptions({ queryKey: outboxEmailQueryKey(id), queryFn: () => getOutboxEmail(id) });

export function useOutboxEmail(id: string | null) {
  return useQuery({ ...outboxEmailQueryOptions(id ?? ''), enabled: id !== null });
}
