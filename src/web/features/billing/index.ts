export { plansQueryKey, plansQueryOptions, usePlans } from './api/get-plans';
export {
  subscriptionStatusQueryKey,
  subscriptionStatusQueryOptions,
  useSubscriptionStatus,
} from './api/get-subscription-status';
export { storesLabel } from './lib/format-plan';
