export { useUser, userQueryKey, userQueryOptions } from './api/get-user';
export { useLogout } from './api/logout';
