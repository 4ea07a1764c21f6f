import { sql } from 'drizzle-orm';
import { planOf } from '@shared/constants/plans';
import type { TAccountRole } from '@shared/contracts/account';
import type { TAdminUser, TAdminUserAccount } from '@shared/contracts/admin-users';

/**
 * The columns of an admin user row, read from `users u` with the active competitors of their accounts. The plan
 * shown is the one of the user's own account (opened with their id; docs/product-rules.md R24), free without one.
 */
export const ADMIN_USER_COLUMNS = sql`u.id, u.username, u.email, u.first_name, u.last_name, u.is_admin,
  coalesce(oa.subscription_plan, 'free') AS subscription_plan,
  coalesce(oa.subscription_status, 'free') AS subscription_status, u.created_at, u.last_sign_in_at,
  (SELECT count(*)::int FROM competitors c WHERE c.deactivated_at IS NULL
    AND c.account_id IN (SELECT m.account_id FROM account_members m WHERE m.user_id = u.id)) AS competitor_count,
  coalesce((SELECT jsonb_agg(jsonb_build_object('id', ua.id, 'name', ua.name, 'role', um.role,
      'plan', ua.subscription_plan,
      'memberCount', (SELECT count(*) FROM account_members uc WHERE uc.account_id = ua.id))
      ORDER BY um.created_at, ua.id)
    FROM account_members um JOIN accounts ua ON ua.id = um.account_id WHERE um.user_id = u.id), '[]'::jsonb)
    AS accounts`;

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
    accounts: accountsOf(r.accounts),
  };
}

/** The accounts column: JSON from either driver (an object, or its text). */
function accountsOf(v: unknown): TAdminUserAccount[] {
  const list = (typeof v === 'string' ? JSON.parse(v) : (v ?? [])) as Record<string, unknown>[];
  return list.map((a) => ({
    id: String(a.id),
    name: String(a.name),
    role: a.role as TAccountRole,
    plan: planOf(a.plan as string),
    memberCount: Number(a.memberCount),
  }));
}
