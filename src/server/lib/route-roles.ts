import type { FastifyRequest } from 'fastify';
import type { TAccountRole } from '@shared/contracts/account';
import { requireScope } from '../auth/request-user';
import { AppError } from './errors';

/**
 * The least role a signed-in route needs in the caller's account (docs/product-rules.md R24), declared beside its
 * access (`config: { access, role }`): reader for reads and exports, manager for changes to competitors, alert
 * rules and channels, owner for billing and members; 'person' for what belongs to the person whatever their
 * account (sign-in, settings, API tokens, their own emails).
 */
export const ROUTE_ROLES = ['person', 'reader', 'manager', 'owner'] as const;
export type TRouteRole = (typeof ROUTE_ROLES)[number];

const RANK: Record<TAccountRole, number> = { reader: 0, manager: 1, owner: 2 };

/** Who may do it, as the refusal says it. */
const WHO: Record<Exclude<TRouteRole, 'person' | 'reader'>, string> = {
  manager: 'an owner or a manager',
  owner: 'an owner',
};
const DEFAULT_ACTION: Record<Exclude<TRouteRole, 'person' | 'reader'>, string> = {
  manager: 'make changes in this account',
  owner: "manage this account's billing and members",
};

/** Refuses (403, naming the role that may) a caller whose role in the account is below `role`. */
export function requireRole(request: FastifyRequest, role: TRouteRole, action?: string): void {
  if (role === 'person') return;
  const scope = requireScope(request);
  if (role === 'reader' || RANK[scope.role] >= RANK[role]) return;
  throw new AppError('forbidden', `Only ${WHO[role]} can ${action ?? DEFAULT_ACTION[role]}.`, {
    extra: { requiredRole: role },
  });
}
