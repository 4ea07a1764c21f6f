import { Check, X } from 'lucide-react';
import { Link } from 'react-router';
import { intervalLabel } from '@shared/constants/intervals';
import { PLAN_LABELS, type TPlanKey } from '@shared/constants/plans';
import type { TPlan } from '@shared/contracts/plans';
import { formatPlanPrice } from '@shared/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { OWNERS_MANAGE_PLAN } from '@web/features/team';
import { paths } from '@web/lib/paths';
import { storesLabel } from '../lib/format-plan';
import { isHigherPlan, planLimitations } from '../lib/plan-summary';

/**
 * The plan's action: for a visitor, sign-up that goes on to payment; for a user, by their current plan; for a
 * member who is not an owner (`canChange` false), no button that the server would refuse (docs/product-rules.md R24);
 * while the role loads (`canChange` 'loading'), a quiet placeholder instead of either.
 */
function PlanAction({
  plan,
  current,
  canChange,
}: {
  plan: TPlan;
  current: TPlanKey | null;
  canChange: boolean | 'loading';
}) {
  const label = PLAN_LABELS[plan.key];
  const testId = `plan-action-${plan.key}`;
  if (plan.key === 'free') {
    if (current === null) {
      return (
        <Button asChild variant="secondary" className="w-full" data-testid={testId}>
          <Link to={paths.authSignUp()}>Get Started</Link>
        </Button>
      );
    }
    return (
      <Button variant="secondary" className="w-full" disabled data-testid={testId}>
        {current === 'free' ? 'Current Plan' : 'Get Started'}
      </Button>
    );
  }
  const paid = plan.key;
  if (current !== null && current !== plan.key && canChange === 'loading') {
    return (
      <div
        role="status"
        aria-label="Loading your role"
        className="h-10 w-full animate-pulse rounded-lg bg-muted"
        data-testid={testId}
      />
    );
  }
  if (current !== null && current !== plan.key && !canChange) {
    return (
      <p className="text-center text-sm text-muted-foreground" data-testid={testId}>
        {OWNERS_MANAGE_PLAN}
      </p>
    );
  }
  if (current === null) {
    return (
      <Button asChild className="w-full" data-testid={testId}>
        <Link to={paths.authThenTo(paths.simplePayment(paid), 'signup')}>Choose {label}</Link>
      </Button>
    );
  }
  if (current === plan.key) {
    return (
      <Button variant="secondary" className="w-full" disabled data-testid={testId}>
        Current Plan
      </Button>
    );
  }
  if (isHigherPlan(plan.key, current)) {
    return (
      <Button asChild className="w-full" data-testid={testId}>
        <Link to={paths.simplePayment(paid)}>Upgrade to {label}</Link>
      </Button>
    );
  }
  return (
    <Button asChild variant="secondary" className="w-full" data-testid={testId}>
      <Link to={paths.settingsPlan}>Downgrade in Settings</Link>
    </Button>
  );
}

/** One plan of /pricing: every figure from its plans row (docs/product-rules.md R1, R3). */
export function PlanCard({
  plan,
  current,
  canChange = true,
}: {
  plan: TPlan;
  current: TPlanKey | null;
  /** False for a member who is not an owner; 'loading' while the role loads. */
  canChange?: boolean | 'loading';
}) {
  const popular = plan.key === 'starter';
  const limitations = planLimitations(plan);
  return (
    <Card
      role="group"
      aria-label={`${plan.name} plan`}
      data-testid={`plan-card-${plan.key}`}
      className={cn('relative flex flex-col', popular && 'border-primary ring-1 ring-primary')}
    >
      {popular ? (
        <Badge variant="default" className="absolute -top-3 left-1/2 -translate-x-1/2 bg-primary text-white">
          Most Popular
        </Badge>
      ) : null}
      <CardHeader>
        <CardTitle>{plan.name}</CardTitle>
        <p className="text-sm text-muted-foreground">{plan.description}</p>
        <p className="pt-2">
          <span className="text-4xl font-bold">{formatPlanPrice(plan.price)}</span>
          <span className="text-muted-foreground">{plan.price > 0 ? '/month' : ' forever'}</span>
        </p>
        <p className="text-sm font-medium">
          {storesLabel(plan)} · refreshed {intervalLabel(plan.scrapingIntervalMinutes)}
        </p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-5">
        <ul className="space-y-2 text-sm">
          {plan.features.map((f) => (
            <li key={f} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden />
              {f}
            </li>
          ))}
        </ul>
        {limitations.length ? (
          <div>
            <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">Limitations</p>
            <ul
              aria-label={`${plan.name} limitations`}
              className="mt-2 space-y-2 text-sm text-muted-foreground"
            >
              {limitations.map((l) => (
                <li key={l} className="flex items-start gap-2">
                  <X className="mt-0.5 size-4 shrink-0" aria-hidden />
                  {l}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="mt-auto">
          <PlanAction plan={plan} current={current} canChange={canChange} />
        </div>
      </CardContent>
    </Card>
  );
}
