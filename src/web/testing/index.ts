// The one place web component tests take their helpers from.
export { dismissAllToasts, renderWithProviders, testQueryClient } from './render';
export { json, page, stubApi } from './stub-api';
export {
  SAMPLE_PERIOD_END,
  freeSubscription,
  sampleBillingConfig,
  sampleCompetitor,
  sampleOwnAccounts,
  samplePayment,
  sampleSubscription,
  samplePlan,
  samplePlans,
  samplePositionCompetitor,
  samplePositionRow,
  sampleSettings,
  sampleUser,
  unlikePlans,
} from './samples';
