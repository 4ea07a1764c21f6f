import { lazy } from 'react';

/**
 * Pages load on demand, so a first load downloads only the framework, the shell and the page in view (issue 29's
 * budget: `/` and `/auth` within 100 KB). The landing page alone is imported eagerly in routes.tsx.
 */
export const ForgotPasswordPage = lazy(() =>
  import('@web/features/auth/components/forgot-password-page').then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
export const AcceptInvitationPage = lazy(() =>
  import('@web/features/team/components/accept-invitation-page').then((m) => ({
    default: m.AcceptInvitationPage,
  })),
);
export const ResetPasswordPage = lazy(() =>
  import('@web/features/auth/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
export const SettingsPage = lazy(() =>
  import('@web/features/settings/components/settings-page').then((m) => ({ default: m.SettingsPage })),
);
export const AdminRoutes = lazy(() =>
  import('@web/features/admin/components/admin-routes').then((m) => ({ default: m.AdminRoutes })),
);
export const DebugPage = lazy(() =>
  import('@web/features/system/components/debug-page').then((m) => ({ default: m.DebugPage })),
);
export const TestVisualPage = lazy(() =>
  import('@web/features/system/components/test-visual-page').then((m) => ({ default: m.TestVisualPage })),
);
export const CompetitorsPage = lazy(() =>
  import('@web/features/competitors').then((m) => ({ default: m.CompetitorsPage })),
);
export const PromotionsPage = lazy(() =>
  import('@web/features/insights').then((m) => ({ default: m.PromotionsPage })),
);
export const AlertsPage = lazy(() => import('@web/features/alerts').then((m) => ({ default: m.AlertsPage })));
export const ExportPage = lazy(() => import('@web/features/export').then((m) => ({ default: m.ExportPage })));
export const PriceTrackingPage = lazy(() =>
  import('@web/features/insights').then((m) => ({ default: m.PriceTrackingPage })),
);
export const ProductLaunchesPage = lazy(() =>
  import('@web/features/insights').then((m) => ({ default: m.ProductLaunchesPage })),
);
export const ProductPage = lazy(() =>
  import('@web/features/products').then((m) => ({ default: m.ProductPage })),
);
export const EmailPreferencesPage = lazy(() =>
  import('@web/features/email').then((m) => ({ default: m.EmailPreferencesPage })),
);
export const N8nPage = lazy(() => import('@web/features/n8n').then((m) => ({ default: m.N8nPage })));
export const SimplePaymentPage = lazy(() =>
  import('@web/features/billing/components/simple-payment-page').then((m) => ({
    default: m.SimplePaymentPage,
  })),
);
export const CheckoutPage = lazy(() =>
  import('@web/features/billing/components/checkout-page').then((m) => ({ default: m.CheckoutPage })),
);
export const TestPaymentPage = lazy(() =>
  import('@web/features/billing/components/test-payment-page').then((m) => ({ default: m.TestPaymentPage })),
);
export const PaymentAutomationPage = lazy(() =>
  import('@web/features/payment-automation').then((m) => ({ default: m.PaymentAutomationPage })),
);
export const LeadsPage = lazy(() => import('@web/features/leads').then((m) => ({ default: m.LeadsPage })));

export const LeadReportPage = lazy(() =>
  import('@web/features/reports/components/lead-report-page').then((m) => ({ default: m.LeadReportPage })),
);
export const PublicReportPage = lazy(() =>
  import('@web/features/reports/components/public-report-page').then((m) => ({
    default: m.PublicReportPage,
  })),
);
export const AuthPage = lazy(() =>
  import('@web/features/auth/components/auth-page').then((m) => ({ default: m.AuthPage })),
);
export const ContactPage = lazy(() =>
  import('@web/features/support/components/contact-page').then((m) => ({ default: m.ContactPage })),
);
export const FaqPage = lazy(() =>
  import('@web/features/content/components/faq-page').then((m) => ({ default: m.FaqPage })),
);
export const PrivacyPage = lazy(() =>
  import('@web/features/content/components/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);
export const SupportPage = lazy(() =>
  import('@web/features/content/components/support-page').then((m) => ({ default: m.SupportPage })),
);
export const UrlDemoPage = lazy(() =>
  import('@web/features/url-demo').then((m) => ({ default: m.UrlDemoPage })),
);
export const PricingPage = lazy(() =>
  import('@web/features/billing/components/pricing-page').then((m) => ({ default: m.PricingPage })),
);
export const StatusPage = lazy(() =>
  import('@web/features/status/components/status-page').then((m) => ({ default: m.StatusPage })),
);
export const DashboardPage = lazy(() =>
  import('@web/features/dashboard/components/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);
export const AppLayout = lazy(() =>
  import('@web/features/shell/components/app-layout').then((m) => ({ default: m.AppLayout })),
);
