import { BackLink } from '@web/components/ui/back-link';
import { Wrench } from 'lucide-react';
import { Route, Routes } from 'react-router';
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
              <BackLink to={paths.admin}>Back to admin</BackLink>
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
