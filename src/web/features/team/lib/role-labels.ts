import type { TAccountRole } from '@shared/contracts/account';

export const ROLE_LABELS: Record<TAccountRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  reader: 'Reader',
};

/** What the activity list says of an action. */
export const ACTION_LABELS: Record<string, string> = {
  'competitor.add': 'added the competitor',
  'competitor.replace': 'replaced the competitor',
  'competitor.remove': 'removed the competitor',
  'alert.add': 'added an alert rule',
  'alert.update': 'changed an alert rule',
  'alert.delete': 'deleted an alert rule',
  'member.role': 'changed the role of',
  'member.remove': 'removed the member',
  'member.transfer': 'handed the ownership to',
  'member.leave': 'left the account',
  'member.join': 'joined the account',
  'invitation.send': 'sent an invitation',
  'invitation.revoke': 'revoked an invitation',
  'channel.change': "changed the account's Slack and webhooks",
};
