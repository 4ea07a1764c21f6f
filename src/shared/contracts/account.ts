import { z } from 'zod';

/** The roles of a member of an account, from the most to the least it may do (docs/product-rules.md R24). */
export const ACCOUNT_ROLES = ['owner', 'manager', 'reader'] as const;
export type TAccountRole = (typeof ACCOUNT_ROLES)[number];

export const ZAccountMember = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  /** When the person joined the account. */
  joinedAt: z.string(),
});
export type TAccountMember = z.infer<typeof ZAccountMember>;

export const ZAccountMembers = z.array(ZAccountMember);
export type TAccountMembers = z.infer<typeof ZAccountMembers>;

export const ZMemberParams = z.object({ id: z.string().max(64) });
export const ZChangeRoleBody = z.strictObject({
  role: z.enum(ACCOUNT_ROLES, 'Role must be owner, manager or reader'),
});

/** An account the person belongs to, for the switcher. */
export const ZMyAccount = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  /** The account this session acts in. */
  current: z.boolean(),
});
export type TMyAccount = z.infer<typeof ZMyAccount>;

export const ZSwitchAccountBody = z.strictObject({
  accountId: z.string('Choose an account').max(64),
});

export const ZInviteBody = z.strictObject({
  email: z.email('Enter a valid email address').max(255, 'Email must be at most 255 characters'),
  role: z.enum(ACCOUNT_ROLES, 'Role must be owner, manager or reader'),
});
export type TInviteBody = z.infer<typeof ZInviteBody>;

/** A pending invitation as the owners see it. */
export const ZInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZInvitationToken = z.strictObject({
  token: z.string('The invitation link is incomplete').min(1).max(128),
});

/** What the acceptance page shows before the invitee signs in or up. */
export const ZInvitationPreview = z.object({
  accountName: z.string(),
  email: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  invitedBy: z.string().nullable(),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;

/** One change in the account: who, what, which record, before and after (docs/product-rules.md R24). */
export const ZAccountActivity = z.object({
  id: z.number().int(),
  actorId: z.string().nullable(),
  /** The person's username, null for the system or a deleted login. */
  actor: z.string().nullable(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  at: z.string(),
});
export type TAccountActivity = z.infer<typeof ZAccountActivity>;
