import { Link } from 'react-router';
import { planOf } from '@shared/constants/plans';
import { paths } from '@web/lib/paths';
import { useUser } from '@web/features/auth';
import { usePlans } from '@web/features/billing';

/**
 * How many stores the user's plan allows, read from the plans (docs/product-rules.md R1), never written in.
 */
export function PlanAllowance() {
  const user = useUser();
  const plans = usePlans();
  const planKey = planOf(user.data?.subscriptionPlan);
  const plan = plans.data?.find((p) => p.key === planKey);
  if (!plan) return <>Monitor the Shopify stores you compete with.</>;
  const larger = plans.data?.some((p) => p.maxCompetitors > plan.maxCompetitors);
  const stores = plan.maxCompetitors === 1 ? 'competitor store' : 'competitor stores';
  return (
    <>
      Your {plan.name} plan lets you monitor up to {plan.maxCompetitors} {stores}.
      {larger ? (
        <>
          {' '}
          <Link to={paths.pricing} className="font-medium text-primary hover:underline">
            Compare plans
          </Link>
        </>
      ) : null}
    </>
  );
}
