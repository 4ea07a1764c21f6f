export { TeamTab } from './components/team-tab';
export { AcceptInvitationPage } from './components/accept-invitation-page';
export { useMyAccounts } from './api/get-my-accounts';
