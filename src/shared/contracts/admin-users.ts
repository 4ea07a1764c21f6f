import { z } from 'zod';
import { PLAN_KEYS } from '../constants/plans';
import { ACCOUNT_ROLES } from './account';
import { ZEmail, ZNewPassword, ZUsername } from './auth';

/** An account a user belongs to, as the operator sees it beside the user (docs/product-rules.md R24, R57). */
export const ZAdminUserAccount = z.object({
  id: z.string(),
  name: z.string(),
  /** The user's role there. */
  role: z.enum(ACCOUNT_ROLES),
  plan: z.enum(PLAN_KEYS),
  memberCount: z.number().int(),
});
export type TAdminUserAccount = z.infer<typeof ZAdminUserAccount>;

/** One row of /admin/users (docs/product-rules.md R57). */
export const ZAdminUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
  subscriptionPlan: z.enum(PLAN_KEYS),
  subscriptionStatus: z.string(),
  competitorCount: z.number().int(),
  createdAt: z.string(),
  lastSignInAt: z.string().nullable(),
  /** The accounts the person belongs to, with their role, first joined first. */
  accounts: z.array(ZAdminUserAccount),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ADMIN_USER_SORTS = ['createdAt', 'username', 'email', 'competitorCount'] as const;
export type TAdminUserSort = (typeof ADMIN_USER_SORTS)[number];

export const ZAdminUsersQuery = z.strictObject({
  q: z.string().trim().max(255).optional(),
  sort: z.enum(ADMIN_USER_SORTS, `Sort must be one of: ${ADMIN_USER_SORTS.join(', ')}`).optional(),
  dir: z.enum(['asc', 'desc'], 'Direction must be asc or desc').optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
  cursor: z.string().max(500).optional(),
});
export type TAdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;

/**
 * The counts above the table: people and accounts apart (docs/product-rules.md R24): everyone with a login,
 * the accounts, admins, the accounts on a paid plan, sign-ups of the last 7 days.
 */
export const ZAdminUserCounts = z.object({
  total: z.number().int(),
  accounts: z.number().int(),
  admins: z.number().int(),
  /** Accounts on Starter or Pro, active or overdue. */
  paying: z.number().int(),
  newThisWeek: z.number().int(),
});
export type TAdminUserCounts = z.infer<typeof ZAdminUserCounts>;

/** The create-user dialog: username, email and password required (R57). */
export const ZAdminCreateUserBody = z.strictObject({
  username: ZUsername,
  email: ZEmail,
  password: ZNewPassword,
  isAdmin: z.boolean().optional(),
});
export type TAdminCreateUserBody = z.infer<typeof ZAdminCreateUserBody>;

export const ZAdminSetAdminBody = z.strictObject({ isAdmin: z.boolean('isAdmin must be true or false') });

/** A person of an account, in the operator's user detail. */
export const ZAdminAccountMember = z.object({
  userId: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ACCOUNT_ROLES),
});

/** A user's detail: the row, their accounts with their members, their competitors and what a deletion removes. */
export const ZAdminUserDetail = z.object({
  user: ZAdminUser,
  accounts: z.array(
    ZAdminUserAccount.extend({
      members: z.array(ZAdminAccountMember),
      /**
       * Whether deleting this user deletes the account too: nobody else owns it (docs/product-rules.md R24, R132);
       * an account with another owner stays with its data.
       */
      deletedWithUser: z.boolean(),
    }),
  ),
  competitors: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      url: z.string(),
      status: z.string(),
      productCount: z.number().int(),
      lastScraped: z.string().nullable(),
      deactivatedAt: z.string().nullable(),
    }),
  ),
  /** What deleting the user removes with them: the contents of the accounts marked deletedWithUser, their own rows. */
  removes: z.object({
    competitors: z.number().int(),
    alertRules: z.number().int(),
    notifications: z.number().int(),
    apiTokens: z.number().int(),
  }),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;
