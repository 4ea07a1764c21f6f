export { plansQueryKey, plansQueryOptions, usePlans } from './api/get-plans';
export {
  subscriptionStatusQueryKey,
  subscriptionStatusQueryOptions,
  useSubscriptionStatus,
} from './api/get-subscription-status';
export { billingConfigQueryKey, useBillingConfig } from './api/get-billing-config';
export { storesLabel } from './lib/format-plan';
export { formatCents } from './lib/billing-format';
export { SubscriptionCard } from './components/subscription-card';
export { PaymentHistory } from './components/payment-history';
