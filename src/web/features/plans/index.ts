export { plansQueryKey, plansQueryOptions, usePlans } from './api/get-plans';
export { planPrice, storesLabel } from './lib/format-plan';
