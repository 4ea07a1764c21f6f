import {
  Bell,
  CreditCard,
  Download,
  LayoutDashboard,
  LifeBuoy,
  Mail,
  Rocket,
  Scale,
  Settings,
  Shield,
  ShieldCheck,
  Store,
  Tag,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import type { TPublicUser } from '@shared/contracts/auth';
import { paths } from '@web/lib/paths';

export type TNavLink = { to: string; label: string; icon: LucideIcon };

/** The side navigation (docs/product-rules.md R45): Export only on pro, Admin Panel only for admins. */
export function navLinksFor(user: TPublicUser): TNavLink[] {
  return [
    { to: paths.home, label: 'Dashboard', icon: LayoutDashboard },
    { to: paths.competitors, label: 'Competitors', icon: Store },
    { to: paths.priceTracking, label: 'Price Tracking', icon: TrendingUp },
    { to: paths.productLaunches, label: 'Product Launches', icon: Rocket },
    { to: paths.promotions, label: 'Promotions', icon: Tag },
    { to: paths.pricePosition, label: 'Price Position', icon: Scale },
    { to: paths.alerts, label: 'Alerts & Notifications', icon: Bell },
    { to: paths.pricing, label: 'Plans & Pricing', icon: CreditCard },
    ...(user.subscriptionPlan === 'pro' ? [{ to: paths.export, label: 'Export Data', icon: Download }] : []),
    { to: paths.settings, label: 'Settings', icon: Settings },
    { to: paths.support, label: 'Support Center', icon: LifeBuoy },
    { to: paths.privacy, label: 'Privacy', icon: Shield },
    { to: paths.contact, label: 'Contact', icon: Mail },
    ...(user.isAdmin ? [{ to: paths.admin, label: 'Admin Panel', icon: ShieldCheck }] : []),
  ];
}
