export {
  adminCompetitorsQueryKey,
  adminCompetitorsQueryOptions,
  useAdminCompetitors,
} from './api/get-admin-competitors';
