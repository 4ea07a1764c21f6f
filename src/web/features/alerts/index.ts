export { AlertsPage } from './components/alerts-page';
export { alertRulesQueryKey, alertRulesQueryOptions, useAlertRules } from './api/get-alert-rules';
export { notificationsQueryKey, notificationsQueryOptions, useNotifications } from './api/get-notifications';
