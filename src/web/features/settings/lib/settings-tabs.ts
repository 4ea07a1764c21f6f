import { Bell, Clock, CreditCard, Plug, Shield, User, type LucideIcon } from 'lucide-react';
import type { TPublicUser } from '@shared/contracts/auth';

export const SETTINGS_TABS = [
  'account',
  'notifications',
  'email-intervals',
  'integrations',
  'subscription',
  'security',
] as const;
export type TSettingsTab = (typeof SETTINGS_TABS)[number];

type TTabInfo = { value: TSettingsTab; label: string; icon: LucideIcon; adminOnly?: boolean };

const TAB_INFO: TTabInfo[] = [
  { value: 'account', label: 'Account', icon: User },
  { value: 'notifications', label: 'Notifications', icon: Bell },
  { value: 'email-intervals', label: 'Email intervals', icon: Clock, adminOnly: true },
  { value: 'integrations', label: 'Services', icon: Plug, adminOnly: true },
  { value: 'subscription', label: 'Plan', icon: CreditCard },
  { value: 'security', label: 'Security', icon: Shield },
];

/** The tabs this user may open, in display order (docs/product-rules.md R45). */
export function settingsTabsFor(user: Pick<TPublicUser, 'isAdmin'>): TTabInfo[] {
  return TAB_INFO.filter((t) => !t.adminOnly || user.isAdmin);
}

/** The ?tab value when it names a tab this user may open, else the account tab. */
export function resolveSettingsTab(param: string | null, user: Pick<TPublicUser, 'isAdmin'>): TSettingsTab {
  return settingsTabsFor(user).find((t) => t.value === param)?.value ?? 'account';
}
