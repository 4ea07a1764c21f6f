export { RecentActivityTab } from './components/recent-activity-tab';
export { notificationsQueryKey, notificationsQueryOptions, useNotifications } from './api/get-notifications';
