import { sql } from 'drizzle-orm';
import { planOf } from '@shared/constants/plans';
import type { TAdminUser } from '@shared/contracts/admin-users';

/**
 * The columns of an admin user row, read from `users u` with the active competitors of their accounts. The plan
 * shown is the one of the user's own account (opened with their id; docs/product-rules.md R24), free without one.
 */
export const ADMIN_USER_COLUMNS = sql`u.id, u.username, u.email, u.first_name, u.last_name, u.is_admin,
  coalesce(oa.subscription_plan, 'free') AS subscription_plan,
  coalesce(oa.subscription_status, 'free') AS subscription_status, u.created_at, u.last_sign_in_at,
  (SELECT count(*)::int FROM competitors c WHERE c.deactivated_at IS NULL
    AND c.account_id IN (SELECT m.account_id FROM account_members m WHERE m.user_id = u.id)) AS competitor_count`;

const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString());

/** Joins the user's own account (`oa`) for ADMIN_USER_COLUMNS: put it right after `FROM users u`. */
export const OWN_ACCOUNT_JOIN = sql`LEFT JOIN accounts oa ON oa.id = u.id`;

export function toAdminUser(r: Record<string, unknown>): TAdminUser {
  return {
    id: r.id as string,
    username: r.username as string,
    email: r.email as string,
    firstName: (r.first_name as string | null) ?? null,
    lastName: (r.last_name as string | null) ?? null,
    isAdmin: Boolean(r.is_admin),
    subscriptionPlan: planOf(r.subscription_plan as string),
    subscriptionStatus: r.subscription_status as string,
    competitorCount: Number(r.competitor_count),
    createdAt: iso(r.created_at)!,
    lastSignInAt: iso(r.last_sign_in_at),
  };
}
