import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import type { TPublicUser } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/states';
import { paths } from '@web/lib/paths';

/** The browser-side gate; every admin call is also checked by the server. */
export function AdminGuard({ user, children }: { user: TPublicUser | null; children: ReactNode }) {
  if (!user) return <Navigate to={paths.auth} replace />;
  if (!user.isAdmin) {
    return (
      <EmptyState
        icon={ShieldAlert}
        title="Admin access required"
        description="This area is for Rivalwatch operators."
        action={
          <Button asChild variant="secondary">
            <Link to={paths.home}>Back to dashboard</Link>
          </Button>
        }
      />
    );
  }
  return children;
}
