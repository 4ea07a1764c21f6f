import { z } from 'zod';
import { PLAN_KEYS } from '../constants/plans';
import { ZEmail, ZNewPassword, ZUsername } from './auth';

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

/** The counts above the table: everyone, admins, paying customers, sign-ups of the last 7 days. */
export const ZAdminUserCounts = z.object({
  total: z.number().int(),
  admins: z.number().int(),
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

/** A user's detail: the row, their competitors and what a deletion would remove. */
export const ZAdminUserDetail = z.object({
  user: ZAdminUser,
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
  /** What deleting the account removes with it. */
  removes: z.object({
    competitors: z.number().int(),
    alertRules: z.number().int(),
    notifications: z.number().int(),
    apiTokens: z.number().int(),
  }),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;
