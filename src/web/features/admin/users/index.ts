export { UsersPage } from './components/users-page';
export { useAdminUsers } from './api/get-admin-users';
