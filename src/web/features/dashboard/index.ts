export { DashboardPage } from './components/dashboard-page';
export {
  dashboardStatsQueryKey,
  dashboardStatsQueryOptions,
  useDashboardStats,
} from './api/get-dashboard-stats';
