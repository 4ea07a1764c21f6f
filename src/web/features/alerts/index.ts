export { AlertsPage } from './components/alerts-page';
export { alertRulesQueryKey, alertRulesQueryOptions, useAlertRules } from './api/get-alert-rules';
export { AlertRuleDialog } from './components/alert-rule-dialog';
