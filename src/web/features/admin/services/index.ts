export {
  operatorServicesQueryKey,
  operatorServicesQueryOptions,
  useOperatorServices,
} from './api/get-operator-services';
