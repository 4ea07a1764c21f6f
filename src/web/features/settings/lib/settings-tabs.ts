import {
  Bell,
  Clock,
  CreditCard,
  Plug,
  Shield,
  ShoppingBag,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { TPublicUser } from '@shared/contracts/auth';

export const SETTINGS_TABS = [
  'account',
  'notifications',
  'team',
  'my-store',
  'email-intervals',
  'integrations',
  'subscription',
  'security',
] as const;
export type TSettingsTab = (typeof SETTINGS_TABS)[number];

type TTabInfo = {
  value: TSettingsTab;
  label: string;
  icon: LucideIcon;
  adminOnly?: boolean;
  ownerOnly?: boolean;
};

const TAB_INFO: TTabInfo[] = [
  { value: 'account', label: 'Account', icon: User },
  { value: 'notifications', label: 'Notifications', icon: Bell },
  { value: 'team', label: 'Team', icon: Users },
  { value: 'my-store', label: 'My store', icon: ShoppingBag },
  { value: 'email-intervals', label: 'Email intervals', icon: Clock, adminOnly: true },
  { value: 'integrations', label: 'Services', icon: Plug, adminOnly: true },
  { value: 'subscription', label: 'Plan', icon: CreditCard, ownerOnly: true },
  { value: 'security', label: 'Security', icon: Shield },
];

/**
 * The tabs this user may open, in display order (docs/product-rules.md R45); Plan only for the account's owners
 * (R24) and only once the role is known (`isOwner` undefined while it loads hides it too, so a manager or reader
 * never sees it flash, R131).
 */
export function settingsTabsFor(user: Pick<TPublicUser, 'isAdmin'>, isOwner?: boolean): TTabInfo[] {
  return TAB_INFO.filter((t) => (!t.adminOnly || user.isAdmin) && (!t.ownerOnly || isOwner === true));
}

/** The ?tab value when it names a tab this user may open, else the account tab. */
export function resolveSettingsTab(
  param: string | null,
  user: Pick<TPublicUser, 'isAdmin'>,
  isOwner?: boolean,
): TSettingsTab {
  return settingsTabsFor(user, isOwner).find((t) => t.value === param)?.value ?? 'account';
}
