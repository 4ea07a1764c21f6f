import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyAccount } from '@shared/contracts/account';
import { api } from '@web/lib/api-client';

export const myAccountsQueryKey = ['/api/account/accounts'] as const;

export const getMyAccounts = () => api.get<TMyAccount[]>('/api/account/accounts');

export const myAccountsQueryOptions = () =>
  queryOptions({ queryKey: myAccountsQueryKey, queryFn: getMyAccounts });

/** The person's accounts; the one in use is marked current (with the person's role there). */
export function useMyAccounts() {
  return useQuery(myAccountsQueryOptions());
}
