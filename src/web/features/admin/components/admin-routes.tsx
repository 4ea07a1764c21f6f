import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import type { TPublicUser } from '@shared/contracts/auth';
import { PageLoader } from '@web/components/ui/spinner';
import { NotFoundPage } from '@web/features/system';
import { paths } from '@web/lib/paths';
import { AdminGuard } from './admin-guard';

// Each screen loads on demand: the chart library only comes with the screens that draw charts.
const AdminDashboardPage = lazy(() =>
  import('../dashboard').then((m) => ({ default: m.AdminDashboardPage })),
);
const UsersPage = lazy(() => import('../users').then((m) => ({ default: m.UsersPage })));
const PlanConfigPage = lazy(() => import('../plan-configs').then((m) => ({ default: m.PlanConfigPage })));
const SupportTicketsPage = lazy(() => import('../support').then((m) => ({ default: m.SupportTicketsPage })));
const SystemConfigPage = lazy(() =>
  import('../system-configs').then((m) => ({ default: m.SystemConfigPage })),
);
const ScrapingAuditPage = lazy(() =>
  import('../scraping-audit').then((m) => ({ default: m.ScrapingAuditPage })),
);
const OutboxPage = lazy(() => import('../outbox').then((m) => ({ default: m.OutboxPage })));
const SocialMediaPage = lazy(() => import('../social-media').then((m) => ({ default: m.SocialMediaPage })));
const MarketingPage = lazy(() => import('../marketing').then((m) => ({ default: m.MarketingPage })));
const LeadEmailConfigPage = lazy(() =>
  import('../lead-email-config').then((m) => ({ default: m.LeadEmailConfigPage })),
);
const IncidentsPage = lazy(() => import('../incidents').then((m) => ({ default: m.IncidentsPage })));

/** A path of the paths table relative to /admin, for the nested route table below. */
const adminSubPath = (path: string) => path.slice(paths.admin.length + 1);

/** /admin and its sub-routes behind the admin gate; an unknown /admin/... path is the 404 page (R63). */
export function AdminRoutes({ user }: { user: TPublicUser | null }) {
  return (
    <AdminGuard user={user}>
      <Suspense fallback={<PageLoader label="Loading..." />}>
        <Routes>
          <Route index element={<AdminDashboardPage />} />
          <Route path={adminSubPath(paths.adminUsers)} element={<UsersPage />} />
          <Route path={adminSubPath(paths.adminPlanConfig)} element={<PlanConfigPage />} />
          <Route path={adminSubPath(paths.adminSupport)} element={<SupportTicketsPage />} />
          <Route path={adminSubPath(paths.adminSystemConfig)} element={<SystemConfigPage />} />
          <Route path={adminSubPath(paths.adminScrapingAudit)} element={<ScrapingAuditPage />} />
          <Route path={adminSubPath(paths.adminOutbox)} element={<OutboxPage />} />
          <Route path={adminSubPath(paths.adminMarketing)} element={<MarketingPage />} />
          <Route path={adminSubPath(paths.adminSocialMedia)} element={<SocialMediaPage />} />
          <Route path={adminSubPath(paths.adminLeadEmailConfig)} element={<LeadEmailConfigPage />} />
          <Route path={adminSubPath(paths.adminIncidents)} element={<IncidentsPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </AdminGuard>
  );
}
