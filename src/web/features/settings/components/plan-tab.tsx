import { Check, CreditCard } from 'lucide-react';
import { Link } from 'react-router';
import type { TPublicUser, TSubscriptionStatus } from '@shared/contracts/auth';
import type { TPlan } from '@shared/contracts/plans';
import { PLAN_LABELS, planOf, type TPlanKey } from '@shared/constants/plans';
import { formatPlanPrice } from '@shared/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorState } from '@web/components/ui/states';
import { cn } from '@web/lib/cn';
import { paths } from '@web/lib/paths';
import { storesLabel, usePlans, useSubscriptionStatus } from '@web/features/billing';
import { isHigherPlan } from '../lib/plan-rank';

export function PlanTab({ user }: { user: TPublicUser | null }) {
  const status = useSubscriptionStatus({ enabled: !!user });
  const plans = usePlans();
  // Until the status arrives (or if it fails) the plan on the user row is the best we know.
  const plan = planOf(status.data?.plan ?? user?.subscriptionPlan);
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <div className="flex items-center gap-2">
            <CardTitle>Current plan</CardTitle>
            {status.data ? (
              <Badge variant={plan === 'free' ? 'secondary' : 'default'}>{PLAN_LABELS[plan]}</Badge>
            ) : null}
          </div>
          <CardDescription>Your subscription and what it includes.</CardDescription>
        </CardHeader>
        <CardContent>
          {status.isPending ? (
            <Spinner label="Loading your plan..." />
          ) : status.isError ? (
            <ErrorState
              title="Could not load your plan"
              error={status.error}
              onRetry={() => void status.refetch()}
            />
          ) : (
            <CurrentPlan status={status.data} plan={plans.data?.find((p) => p.key === plan)} />
          )}
        </CardContent>
      </Card>
      {plans.isPending ? (
        <Spinner label="Loading plans..." />
      ) : plans.isError ? (
        <ErrorState
          title="Could not load the plans"
          error={plans.error}
          onRetry={() => void plans.refetch()}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          {plans.data
            .filter((p) => p.key !== 'free')
            .map((p) => (
              <UpgradeCard key={p.key} plan={p} current={plan} />
            ))}
        </div>
      )}
      <p className="text-sm text-muted-foreground">
        Want the full comparison?{' '}
        <Link to={paths.pricing} className="font-medium text-primary hover:underline">
          See all plans
        </Link>
      </p>
    </div>
  );
}

function CurrentPlan({ status, plan: details }: { status: TSubscriptionStatus; plan?: TPlan }) {
  const plan = planOf(status.plan);
  const renews = status.currentPeriodEnd ? periodEndDate(status.currentPeriodEnd) : null;
  // The status repeats the plan name on free accounts; show it only when it says something more.
  const showStatus = status.status && status.status !== plan;
  return (
    <div className="flex items-start gap-3">
      <div className="rounded-lg bg-primary-soft p-2 text-primary">
        <CreditCard className="size-5" aria-hidden />
      </div>
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {PLAN_LABELS[plan]} plan
          {showStatus ? (
            <Badge variant={status.status === 'active' ? 'success' : 'outline'} className="capitalize">
              {status.status}
            </Badge>
          ) : null}
        </p>
        {details ? (
          <p className="text-sm text-muted-foreground">
            {storesLabel(details)}. {details.description}
          </p>
        ) : null}
        {renews ? <p className="text-sm text-muted-foreground">Current period ends {renews}.</p> : null}
      </div>
    </div>
  );
}

/** The payment provider reports seconds since the epoch; tolerate milliseconds too. */
function periodEndDate(value: number): string {
  const ms = value < 1e12 ? value * 1000 : value;
  return new Date(ms).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
}

function UpgradeCard({ plan, current }: { plan: TPlan; current: TPlanKey }) {
  const isCurrent = plan.key === current;
  const canUpgrade = isHigherPlan(plan.key, current);
  const label = PLAN_LABELS[plan.key];
  return (
    <Card className={cn('flex flex-col', isCurrent && 'border-primary ring-1 ring-primary')}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>{label}</CardTitle>
          {isCurrent ? <Badge>Current plan</Badge> : null}
        </div>
        <p>
          <span className="text-3xl font-bold">{formatPlanPrice(plan.price)}</span>
          <span className="text-muted-foreground">/month</span>
          <span className="ml-2 text-sm text-muted-foreground">({storesLabel(plan)})</span>
        </p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-5">
        <ul className="space-y-2 text-sm">
          {plan.features.map((f) => (
            <li key={f} className="flex items-center gap-2">
              <Check className="size-4 shrink-0 text-success" aria-hidden />
              {f}
            </li>
          ))}
        </ul>
        <div className="mt-auto">
          {canUpgrade ? (
            <Button asChild className="w-full">
              <Link to={paths.simplePayment(plan.key === 'pro' ? 'pro' : 'starter')}>Upgrade to {label}</Link>
            </Button>
          ) : (
            <Button className="w-full" variant="secondary" disabled>
              {isCurrent ? 'Current plan' : `Included in ${PLAN_LABELS[current]}`}
            </Button>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
