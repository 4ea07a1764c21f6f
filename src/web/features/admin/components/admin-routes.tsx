import { ArrowLeft, Wrench } from 'lucide-react';
import { Link, Route, Routes } from 'react-router';
import type { TPublicUser } from '@shared/contracts/auth';
import { paths } from '@web/lib/paths';
import { ComingSoonPage } from '@web/components/coming-soon-page';
import { OutboxPage } from '@web/features/admin/outbox';
import { AdminDashboardPage } from './admin-dashboard-page';
import { AdminGuard } from './admin-guard';

/** A path of the paths table relative to /admin, for the nested route table below. */
const adminSubPath = (path: string) => path.slice(paths.admin.length + 1);

/** /admin and its sub-routes (and /leads), behind the admin gate. */
export function AdminRoutes({ user }: { user: TPublicUser | null }) {
  return (
    <AdminGuard user={user}>
      <Routes>
        <Route index element={<AdminDashboardPage />} />
        <Route path={adminSubPath(paths.adminOutbox)} element={<OutboxPage />} />
        <Route
          path="*"
          element={
            <div>
              <Link
                to={paths.admin}
                className="mb-4 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
              >
                <ArrowLeft className="size-4" aria-hidden /> Back to admin
              </Link>
              <ComingSoonPage
                title="Admin tools"
                description="This operator screen is on its way."
                icon={Wrench}
              />
            </div>
          }
        />
      </Routes>
    </AdminGuard>
  );
}
