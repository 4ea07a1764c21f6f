export { useUser, userQueryKey, userQueryOptions } from './api/get-user';
export { logout, useLogout } from './api/logout';
