import type { TClaim, TClaimStatus } from '@shared/claims/feature-claims';
import { PLAN_LABELS } from '@shared/constants/plans';
import { Badge } from '@web/components/ui/badge';

/** Who gets a claimed feature today, or that it is coming (src/shared/claims/feature-claims.ts). */
export function ClaimBadge({ plan, status }: { plan: TClaim['plan']; status: TClaimStatus }) {
  if (status === 'coming') return <Badge variant="secondary">Coming soon</Badge>;
  return plan === 'pro' ? (
    <Badge variant="default">{PLAN_LABELS.pro} plan</Badge>
  ) : (
    <Badge variant="success">Every plan</Badge>
  );
}
