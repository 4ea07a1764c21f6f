export { useUser, userQueryKey, userQueryOptions } from './api/get-user';
export { logout, useLogout } from './api/logout';
// The signed-in user's own settings, password and API tokens (/api/user/...).
export { settingsQueryKey, settingsQueryOptions, useSettings } from './api/get-settings';
export { useUpdateSettings } from './api/update-settings';
export { useChangePassword } from './api/change-password';
export { apiTokensQueryKey, apiTokensQueryOptions, useApiTokens } from './api/get-api-tokens';
export { useCreateApiToken } from './api/create-api-token';
export { useRevokeApiToken } from './api/revoke-api-token';
export { SignedInAuthRedirect } from './components/signed-in-auth-redirect';
