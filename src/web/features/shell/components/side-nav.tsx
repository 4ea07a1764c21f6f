import { LogOut, Radar } from 'lucide-react';
import { Link, NavLink } from 'react-router';
import type { TPublicUser } from '@shared/contracts/auth';
import { PLAN_LABELS } from '@shared/constants/plans';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { paths } from '@web/lib/paths';
import { useLogout } from '@web/features/auth';
import { AccountSwitcher, OWNERS_MANAGE_PLAN, useIsOwner } from '@web/features/team';
import { navLinksFor } from '../lib/nav-links';

/** Navigation, plan badge and logout: the same content in the desktop sidebar and the mobile drawer. */
export function SideNav({ user, onNavigate }: { user: TPublicUser; onNavigate?: () => void }) {
  const logout = useLogout();
  const isOwner = useIsOwner();
  return (
    <div className="flex h-full flex-col">
      <Link
        to={paths.home}
        onClick={onNavigate}
        className="flex items-center gap-2 px-5 py-5 text-lg font-bold text-primary"
      >
        <Radar className="size-6" aria-hidden /> Rivalwatch
      </Link>
      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3">
        <ul className="space-y-0.5">
          {navLinksFor(user).map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === paths.home}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                    isActive
                      ? 'bg-primary-soft text-primary'
                      : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                  )
                }
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="space-y-3 border-t border-border p-4">
        <AccountSwitcher />
        <div className="rounded-lg bg-muted p-3">
          <div className="flex items-center justify-between gap-2">
            <span className="text-xs font-medium text-muted-foreground">Current Plan</span>
            <Badge variant={user.subscriptionPlan === 'free' ? 'secondary' : 'default'}>
              {PLAN_LABELS[user.subscriptionPlan]}
            </Badge>
          </div>
          {isOwner === false ? (
            <p className="mt-2 text-xs text-muted-foreground">{OWNERS_MANAGE_PLAN}</p>
          ) : (
            <Button asChild variant="secondary" size="sm" className="mt-2 w-full">
              <Link to={paths.settingsTab('subscription')} onClick={onNavigate}>
                Manage Plan
              </Link>
            </Button>
          )}
        </div>
        <Button
          variant="ghost"
          className="w-full justify-start"
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          <LogOut aria-hidden />
          {logout.isPending ? 'Logging out...' : 'Logout'}
        </Button>
      </div>
    </div>
  );
}
