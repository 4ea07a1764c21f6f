export { TeamTab } from './components/team-tab';
export { AcceptInvitationPage } from './components/accept-invitation-page';
export { AccountSwitcher } from './components/account-switcher';
export { useMyAccounts } from './api/get-my-accounts';
export { useCanChange } from './api/can-change';
export { OWNERS_MANAGE_PLAN, useIsOwner, useMayManagePlan } from './api/is-owner';
export { ROLE_LABELS } from './lib/role-labels';
