import { SUPPORT_CATEGORIES, SUPPORT_PRIORITIES } from '@shared/constants/settings';
import type { TContactBody } from '@shared/contracts/contact';

type TCategory = (typeof SUPPORT_CATEGORIES)[number];
type TPriority = (typeof SUPPORT_PRIORITIES)[number];

/** Friendly names and one-line hints for the ticket categories the server accepts. */
export const CATEGORY_INFO: Record<TCategory, { label: string; hint: string }> = {
  general: { label: 'General', hint: 'Questions about Rivalwatch or your account' },
  technical: { label: 'Technical Support', hint: 'Adding competitors, scraping, alerts' },
  billing: { label: 'Billing', hint: 'Plans, payments, upgrades and cancellation' },
  feature: { label: 'Feature Request', hint: 'Ideas for what we should build next' },
  security: { label: 'Security', hint: 'Report a vulnerability or account concern' },
  bug: { label: 'Bug Report', hint: 'Something does not work as expected' },
};

export const PRIORITY_LABELS: Record<TPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  critical: 'Critical',
};

export const categoryOptions = SUPPORT_CATEGORIES.map((value) => ({ value, ...CATEGORY_INFO[value] }));
export const priorityOptions = SUPPORT_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }));

/** The form's starting point: category general, priority medium, name and email from the user if known. */
export function contactDefaults(user?: { name: string; email: string } | null): TContactBody {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    subject: '',
    category: 'general',
    priority: 'medium',
    message: '',
  };
}
