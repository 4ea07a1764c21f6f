import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';

/** A competitor as admins see it, across every user (GET /api/admin/competitors). */
export type TAdminCompetitor = {
  id: string;
  name: string;
  url: string;
  domain: string;
  status: string;
  productCount: number;
  lastScraped: string | null;
  deactivatedAt: string | null;
  userEmail: string | null;
};

export const adminCompetitorsQueryKey = ['/api/admin/competitors'] as const;

export const getAdminCompetitors = () => api.get<TAdminCompetitor[]>('/api/admin/competitors');

export const adminCompetitorsQueryOptions = () =>
  queryOptions({ queryKey: adminCompetitorsQueryKey, queryFn: getAdminCompetitors });

export function useAdminCompetitors() {
  return useQuery(adminCompetitorsQueryOptions());
}
