import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useSearchParams } from 'react-router';
import type { TPublicUser } from '@shared/contracts/auth';
import { PageLoader } from '@web/components/ui/spinner';
import { paths } from '@web/lib/paths';
import {
  AdminRoutes,
  ForceRefreshPage,
  AlertsPage,
  AppLayout,
  AuthPage,
  CheckoutPage,
  CompetitorsPage,
  ContactPage,
  DashboardPage,
  DebugPage,
  EmailHandoff,
  EmailPreferencesPage,
  ExportPage,
  FaqPage,
  LandingPage,
  ForgotPasswordPage,
  LeadReportPage,
  LeadsPage,
  N8nPage,
  PaymentAutomationPage,
  PriceTrackingPage,
  PricingPage,
  PrivacyPage,
  ProductLaunchesPage,
  ProductPage,
  PromotionsPage,
  PricePositionPage,
  MatchSuggestionsPage,
  OwnProductPage,
  PublicReportPage,
  ResetPasswordPage,
  AcceptInvitationPage,
  SettingsPage,
  SimplePaymentPage,
  StatusPage,
  SupportPage,
  TestPaymentPage,
  TestVisualPage,
  UrlDemoPage,
} from './lazy-pages';
import { AdminGuard } from '@web/features/admin/components/admin-guard';
import { SignedInAuthRedirect, useUser } from '@web/features/auth';
import { PublicLayout } from '@web/features/shell/components/public-layout';
import { NotFoundPage } from '@web/features/system/components/not-found-page';

/** Picks one of the two route tables by whether someone is signed in (docs/product-rules.md R44). */
export function AppRoutes() {
  const { data: user, isLoading } = useUser();
  if (isLoading) return <PageLoader label="Loading..." />;
  return (
    <Suspense fallback={<PageLoader label="Loading..." />}>
      {user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />}
    </Suspense>
  );
}

const signedInOnly = [
  paths.competitors,
  paths.priceTracking,
  paths.productLaunches,
  paths.promotions,
  paths.pricePosition,
  paths.matchSuggestions,
  paths.ownProductRoute,
  paths.productRoute,
  paths.alerts,
  paths.export,
  paths.settings,
  paths.settingsEmail,
  paths.checkout,
  paths.simplePaymentRoute,
  paths.testPayment,
  paths.paymentAutomation,
  paths.n8n,
  paths.urlDemo,
  paths.debug,
  paths.testVisual,
];

function SignedInRoutes({ user }: { user: TPublicUser }) {
  return (
    <Routes>
      <Route path={paths.forceRefresh} element={<ForceRefreshPage />} />
      {/* Signed in, /auth sends everyone to / (docs/product-rules.md R44); signing in itself takes admins to /admin. */}
      <Route path={paths.auth} element={<SignedInAuthRedirect />} />
      {/* A signed-in user following a reset link from an email still gets the reset form. */}
      <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
      <Route path={paths.invitationAccept} element={<AcceptInvitationPage />} />
      <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
      <Route element={<AppLayout user={user} />}>
        <Route index element={<HomeRoute user={user} />} />
        <Route path={paths.debug} element={<DebugPage />} />
        <Route path={paths.competitors} element={<CompetitorsPage />} />
        <Route path={paths.priceTracking} element={<PriceTrackingPage />} />
        <Route path={paths.productRoute} element={<ProductPage />} />
        <Route path={paths.productLaunches} element={<ProductLaunchesPage />} />
        <Route path={paths.promotions} element={<PromotionsPage />} />
        <Route path={paths.pricePosition} element={<PricePositionPage />} />
        <Route path={paths.matchSuggestions} element={<MatchSuggestionsPage />} />
        <Route path={paths.ownProductRoute} element={<OwnProductPage />} />
        <Route path={paths.alerts} element={<AlertsPage />} />
        <Route path={paths.export} element={<ExportPage />} />
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path={paths.support} element={<SupportPage />} />
        <Route path={paths.faq} element={<FaqPage signedIn />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path={paths.status} element={<StatusPage signedIn />} />
        <Route path={paths.settings} element={<SettingsPage user={user} />} />
        <Route path={paths.settingsEmail} element={<EmailPreferencesPage />} />
        <Route
          path={paths.n8n}
          element={
            <AdminGuard user={user}>
              <N8nPage user={user} />
            </AdminGuard>
          }
        />
        <Route
          path={paths.paymentAutomation}
          element={
            <AdminGuard user={user}>
              <PaymentAutomationPage />
            </AdminGuard>
          }
        />
        <Route path={paths.checkout} element={<CheckoutPage user={user} />} />
        <Route path={paths.simplePaymentRoute} element={<SimplePaymentPage user={user} />} />
        <Route path={paths.testPayment} element={<TestPaymentPage />} />
        <Route path={paths.pricing} element={<PricingPage user={user} />} />
        <Route path={paths.urlDemo} element={<UrlDemoPage />} />
        <Route path={paths.urlValidationDemo} element={<UrlDemoPage />} />
        <Route path={paths.testVisual} element={<TestVisualPage />} />
        <Route path={`${paths.admin}/*`} element={<AdminRoutes user={user} />} />
        <Route
          path={paths.leads}
          element={
            <AdminGuard user={user}>
              <LeadsPage />
            </AdminGuard>
          }
        />
        <Route
          path={paths.leadReportRoute}
          element={
            <AdminGuard user={user}>
              <LeadReportPage />
            </AdminGuard>
          }
        />
        <Route path={paths.reportRoute} element={<PublicReportPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/**
 * An emailed /?email= link signs out whoever is here first, then opens sign-up (docs/product-rules.md R44).
 */
function HomeRoute({ user }: { user: TPublicUser }) {
  const [params] = useSearchParams();
  const email = params.get('email');
  return email ? <EmailHandoff email={email} /> : <DashboardPage user={user} />;
}

function SignedOutRoutes() {
  return (
    <Routes>
      <Route index element={<LandingPage />} />
      <Route path={paths.auth} element={<AuthPage />} />
      <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
      <Route path={paths.resetPassword} element={<ResetPasswordPage />} />
      <Route path={paths.invitationAccept} element={<AcceptInvitationPage />} />
      <Route element={<PublicLayout />}>
        <Route path={paths.privacy} element={<PrivacyPage />} />
        <Route path={paths.support} element={<SupportPage />} />
        <Route path={paths.faq} element={<FaqPage />} />
        <Route path={paths.contact} element={<ContactPage />} />
        <Route path={paths.status} element={<StatusPage />} />
        <Route path={paths.urlValidationDemo} element={<UrlDemoPage />} />
        <Route path={paths.pricing} element={<PricingPage user={null} />} />
        <Route path={`${paths.admin}/*`} element={<AdminRoutes user={null} />} />
        <Route path={paths.leads} element={<AdminGuard user={null}>{null}</AdminGuard>} />
        <Route path={paths.leadReportRoute} element={<AdminGuard user={null}>{null}</AdminGuard>} />
        <Route path={paths.reportRoute} element={<PublicReportPage />} />
        {signedInOnly.map((p) => (
          <Route key={p} path={p} element={<ToSignIn />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}

/** A signed-in screen opened signed out: /auth, then on to that screen (its path and query) once signed in. */
function ToSignIn() {
  const { pathname, search } = useLocation();
  return <Navigate to={paths.authThenTo(`${pathname}${search}`)} replace />;
}
