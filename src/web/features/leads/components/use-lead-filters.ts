import { useSearchParams } from 'react-router';
import {
  LEAD_SORTS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type TLeadSort,
  type TLeadSourceValue,
  type TLeadStatusValue,
} from '@shared/contracts/leads';
import type { TLeadsFilter } from '../api/get-leads';

const pick = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  allowed.includes(value as T) ? (value as T) : '';

/** The filters kept in the URL, so a view can be shared and survives a reload. */
export function useLeadFilters(): [TLeadsFilter, (patch: Partial<TLeadsFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const filter: TLeadsFilter = {
    q: params.get('q') ?? '',
    status: pick<TLeadStatusValue>(params.get('status'), LEAD_STATUSES),
    source: pick<TLeadSourceValue>(params.get('source'), LEAD_SOURCES),
    sort: pick<TLeadSort>(params.get('sort'), LEAD_SORTS) || 'createdAt',
  };
  const update = (patch: Partial<TLeadsFilter>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v && !(k === 'sort' && v === 'createdAt')) next.set(k, v);
          else next.delete(k);
        }
        return next;
      },
      { replace: true },
    );
  return [filter, update];
}
