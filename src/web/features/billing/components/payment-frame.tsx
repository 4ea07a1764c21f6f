import { CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TPublicUser } from '@shared/contracts/auth';
import type { TPaidPlan, TSubscriptionStatus } from '@shared/contracts/billing';
import type { TPlan } from '@shared/contracts/plans';
import { PLAN_LABELS, planOf } from '@shared/constants/plans';
import { formatPlanPrice } from '@shared/format';
import { BackLink } from '@web/components/ui/back-link';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { PageLoader } from '@web/components/ui/spinner';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { paths } from '@web/lib/paths';
import { OWNERS_MANAGE_PLAN, useMayManagePlan } from '@web/features/team';
import { usePlans } from '../api/get-plans';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { billingDate } from '../lib/billing-format';
import { isHigherPlan, paidPlanParam, paymentHeadline } from '../lib/plan-summary';

export type TPaidPlanRow = TPlan & { key: TPaidPlan };

/**
 * What the payment pages share: the plan of ?plan= read from the plans list (never a price in code), the
 * "Back to Pricing" link, and the cases with nothing to pay (the plan already held, or a lower one, which is a
 * downgrade in Settings). `children` is the payment itself.
 */
export function PaymentFrame(props: {
  user: TPublicUser;
  children: (ctx: { plan: TPaidPlanRow; status: TSubscriptionStatus | undefined }) => ReactNode;
}) {
  const [params] = useSearchParams();
  const key = paidPlanParam(params.get('plan'));
  const plans = usePlans();
  const mayManage = useMayManagePlan();
  // Read beside the role (not after it): a member who is not an owner is answered 403 and sees the sentence below.
  const status = useSubscriptionStatus({ enabled: mayManage !== false });
  const plan = plans.data?.find((p): p is TPaidPlanRow => p.key === key);
  const current = planOf(status.data?.plan ?? props.user.subscriptionPlan);

  let body: ReactNode;
  if (mayManage === false) {
    // Paying is an owner's (docs/product-rules.md R24): no card form that the server would refuse.
    body = (
      <EmptyState
        icon={Info}
        title="Only an owner can pay for a plan"
        description={OWNERS_MANAGE_PLAN}
        action={
          <Button asChild variant="secondary">
            <Link to={paths.pricing}>See plans</Link>
          </Button>
        }
      />
    );
  } else if (mayManage === undefined || plans.isPending || status.isPending)
    body = <PageLoader label="Loading your plan..." />;
  else if (plans.isError) {
    body = (
      <ErrorState title="Could not load the plans" error={plans.error} onRetry={() => void plans.refetch()} />
    );
  } else if (!plan) {
    body = (
      <EmptyState
        icon={Info}
        title="This plan is not on offer"
        description="Choose one of the plans on the pricing page."
        action={
          <Button asChild variant="secondary">
            <Link to={paths.pricing}>See plans</Link>
          </Button>
        }
      />
    );
  } else if (current === key || isHigherPlan(current, key)) {
    body = (
      <EmptyState
        icon={CircleCheck}
        title={
          current === key
            ? `You're already on the ${PLAN_LABELS[key]} plan`
            : `You're on ${PLAN_LABELS[current]}`
        }
        description={
          current === key
            ? 'Nothing to pay: your plan and its limits are already in force.'
            : `To move to ${PLAN_LABELS[key]}, downgrade in Settings; it takes effect at the end of the period you paid for.`
        }
        action={
          <Button asChild variant="secondary">
            <Link to={paths.settingsPlan}>Open plan settings</Link>
          </Button>
        }
      />
    );
  } else {
    body = (
      <div className="space-y-4">
        {current !== 'free' ? <ProratedNote plan={plan} status={status.data} /> : null}
        {props.children({ plan, status: status.data })}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-lg">
      <BackLink to={paths.pricing}>Back to Pricing</BackLink>
      <PageHeader
        title={`Upgrade to ${PLAN_LABELS[key]}`}
        description={plan ? <span data-testid="plan-headline">{paymentHeadline(plan)}</span> : undefined}
      />
      {body}
    </div>
  );
}

/** An upgrade between paid plans is charged the prorated difference now and keeps the period's end (R26). */
function ProratedNote({ plan, status }: { plan: TPaidPlanRow; status: TSubscriptionStatus | undefined }) {
  const end = status?.currentPeriodEnd ? billingDate(status.currentPeriodEnd) : null;
  return (
    <Card className="border-primary/30 bg-primary-soft" data-testid="prorated-note">
      <CardContent className="flex items-start gap-3 p-4 text-sm sm:p-4">
        <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <p>
          You'll be charged the prorated difference now for the rest of your current period
          {end ? ` (it ends ${end})` : ''}. From then on {PLAN_LABELS[plan.key]} renews at{' '}
          {formatPlanPrice(plan.price)}/month.
        </p>
      </CardContent>
    </Card>
  );
}
