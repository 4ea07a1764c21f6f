import type { TLeadStatusValue } from '@shared/contracts/leads';

export const STATUS_LABELS: Record<TLeadStatusValue, string> = {
  new: 'New',
  contacted: 'Contacted',
  responded: 'Responded',
  qualified: 'Qualified',
  customer: 'Customer',
};
