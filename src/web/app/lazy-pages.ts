import { lazy } from 'react';

/** What React.lazy accepts as a component (its own bound). */
type TLazyComponent = Awaited<ReturnType<Parameters<typeof lazy>[0]>>['default'];

/**
 * A page loaded on demand that can also be asked to start loading early (`preload`, app/first-load.ts): both share
 * one import, so the page renders at once when its code came in while the signed-in user was being asked for.
 */
function page<T extends TLazyComponent>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | undefined;
  const start = () => (loading ??= load());
  return Object.assign(lazy(start), { preload: start });
}

/**
 * Pages load on demand, so a first load downloads only the framework, the shell and the page in view (issue 29's
 * budget: `/` and `/auth` within 100 KB). The landing page too: the server renders it, so its words show before
 * its code arrives, and `/auth` does not carry it (docs/decisions/012-light-first-load.md).
 */
export const LandingPage = page(() =>
  import('@web/features/landing/components/landing-page').then((m) => ({ default: m.LandingPage })),
);
// From the landing page's module, which draws it too: one chunk for both, not a third request on `/`.
export const EmailHandoff = page(() =>
  import('@web/features/landing/components/landing-page').then((m) => ({ default: m.EmailHandoff })),
);
export const ForgotPasswordPage = page(() =>
  import('@web/features/auth/components/forgot-password-page').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
export const AcceptInvitationPage = page(() =>
  import('@web/features/team/components/accept-invitation-page').then((m) => ({
    default: m.AcceptInvitationPage,
  })),
);
export const ResetPasswordPage = page(() =>
  import('@web/features/auth/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
export const SettingsPage = page(() =>
  import('@web/features/settings/components/settings-page').then((m) => ({ default: m.SettingsPage })),
);
export const AdminRoutes = page(() =>
  import('@web/features/admin/components/admin-routes').then((m) => ({ default: m.AdminRoutes })),
);
export const DebugPage = page(() =>
  import('@web/features/system/components/debug-page').then((m) => ({ default: m.DebugPage })),
);
export const TestVisualPage = page(() =>
  import('@web/features/system/components/test-visual-page').then((m) => ({ default: m.TestVisualPage })),
);
export const CompetitorsPage = page(() =>
  import('@web/features/competitors').then((m) => ({ default: m.CompetitorsPage })),
);
export const PricePositionPage = page(() =>
  import('@web/features/my-store').then((m) => ({ default: m.PricePositionPage })),
);
export const MatchSuggestionsPage = page(() =>
  import('@web/features/my-store').then((m) => ({ default: m.SuggestionsPage })),
);
export const OwnProductPage = page(() =>
  import('@web/features/my-store').then((m) => ({ default: m.OwnProductPage })),
);
export const PromotionsPage = page(() =>
  import('@web/features/insights').then((m) => ({ default: m.PromotionsPage })),
);
export const AlertsPage = page(() => import('@web/features/alerts').then((m) => ({ default: m.AlertsPage })));
export const ExportPage = page(() => import('@web/features/export').then((m) => ({ default: m.ExportPage })));
export const PriceTrackingPage = page(() =>
  import('@web/features/insights').then((m) => ({ default: m.PriceTrackingPage })),
);
export const ProductLaunchesPage = page(() =>
  import('@web/features/insights').then((m) => ({ default: m.ProductLaunchesPage })),
);
export const ProductPage = page(() =>
  import('@web/features/products').then((m) => ({ default: m.ProductPage })),
);
export const EmailPreferencesPage = page(() =>
  import('@web/features/email').then((m) => ({ default: m.EmailPreferencesPage })),
);
export const N8nPage = page(() => import('@web/features/n8n').then((m) => ({ default: m.N8nPage })));
export const SimplePaymentPage = page(() =>
  import('@web/features/billing/components/simple-payment-page').then((m) => ({
    default: m.SimplePaymentPage,
  })),
);
export const CheckoutPage = page(() =>
  import('@web/features/billing/components/checkout-page').then((m) => ({ default: m.CheckoutPage })),
);
export const TestPaymentPage = page(() =>
  import('@web/features/billing/components/test-payment-page').then((m) => ({ default: m.TestPaymentPage })),
);
export const PaymentAutomationPage = page(() =>
  import('@web/features/payment-automation').then((m) => ({ default: m.PaymentAutomationPage })),
);
export const LeadsPage = page(() => import('@web/features/leads').then((m) => ({ default: m.LeadsPage })));

export const LeadReportPage = page(() =>
  import('@web/features/reports/components/lead-report-page').then((m) => ({ default: m.LeadReportPage })),
);
export const PublicReportPage = page(() =>
  import('@web/features/reports/components/public-report-page').then((m) => ({
    default: m.PublicReportPage,
  })),
);
export const AuthPage = page(() =>
  import('@web/features/auth/components/auth-page').then((m) => ({ default: m.AuthPage })),
);
export const ContactPage = page(() =>
  import('@web/features/support/components/contact-page').then((m) => ({ default: m.ContactPage })),
);
export const FaqPage = page(() =>
  import('@web/features/content/components/faq-page').then((m) => ({ default: m.FaqPage })),
);
export const PrivacyPage = page(() =>
  import('@web/features/content/components/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
export const SupportPage = page(() =>
  import('@web/features/content/components/support-page').then((m) => ({ default: m.SupportPage })),
);
export const UrlDemoPage = page(() =>
  import('@web/features/url-demo').then((m) => ({ default: m.UrlDemoPage })),
);
export const PricingPage = page(() =>
  import('@web/features/billing/components/pricing-page').then((m) => ({ default: m.PricingPage })),
);
export const StatusPage = page(() =>
  import('@web/features/status/components/status-page').then((m) => ({ default: m.StatusPage })),
);
export const DashboardPage = page(() =>
  import('@web/features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
export const AppLayout = page(() =>
  import('@web/features/shell/components/app-layout').then((m) => ({ default: m.AppLayout })),
);
export const ForceRefreshPage = page(() =>
  import('@web/features/system/components/force-refresh-page').then((m) => ({ default: m.ForceRefreshPage })),
);
