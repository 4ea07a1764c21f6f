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
