import { CreditCard, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { TPublicUser } from '@shared/contracts/auth';
import type { TBillingConfig, TSubscriptionStatus } from '@shared/contracts/billing';
import { PLAN_LABELS, planOf } from '@shared/constants/plans';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorState } from '@web/components/ui/states';
import { paths } from '@web/lib/paths';
import { useBillingConfig } from '../api/get-billing-config';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { useOpenBillingPortal } from '../api/open-billing-portal';
import { useResumeSubscription } from '../api/resume-subscription';
import { billingDate, cardLabel, competitorCount } from '../lib/billing-format';
import { isHigherPlan } from '../lib/plan-summary';
import { isChangeScheduled, subscriptionStateText } from '../lib/subscription-text';
import { PlanChangeButton } from './plan-change-actions';

/** Settings → Plan: the plan, its state, renewal, card and what can be changed (read every 30 s, R47). */
export function SubscriptionCard({ user }: { user: TPublicUser }) {
  const status = useSubscriptionStatus({ enabled: true });
  const config = useBillingConfig();
  return (
    <Card data-testid="subscription-card">
      <CardHeader>
        <CardTitle>Current plan</CardTitle>
        <CardDescription>Your subscription, its renewal and your card.</CardDescription>
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
          <SubscriptionDetails status={status.data} config={config.data} user={user} />
        )}
      </CardContent>
    </Card>
  );
}

function SubscriptionDetails(props: {
  status: TSubscriptionStatus;
  config: TBillingConfig | undefined;
  user: TPublicUser;
}) {
  const { status } = props;
  const plan = planOf(status.plan);
  const state = subscriptionStateText(status);
  const scheduled = isChangeScheduled(status);
  const paid = plan !== 'free';
  const card = cardLabel(status.card);
  const end = status.currentPeriodEnd ? billingDate(status.currentPeriodEnd) : null;
  const resume = useResumeSubscription();
  const portal = useOpenBillingPortal();
  const upgrades = (['starter', 'pro'] as const).filter((p) => isHigherPlan(p, plan));
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        <div className="rounded-lg bg-primary-soft p-2 text-primary">
          <CreditCard className="size-5" aria-hidden />
        </div>
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            <span data-testid="current-plan">{PLAN_LABELS[plan]} plan</span>
            <Badge variant={state.tone} data-testid="subscription-state">
              {state.label}
            </Badge>
          </p>
          {state.detail ? <p className="text-sm text-destructive">{state.detail}</p> : null}
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {paid && end ? (
              <div>
                <dt className="inline text-muted-foreground">
                  {status.status === 'past_due' ? 'Due since: ' : scheduled ? 'Paid until: ' : 'Renews on: '}
                </dt>
                <dd className="inline" data-testid="renewal-date">
                  {end}
                </dd>
              </div>
            ) : null}
            {card ? (
              <div>
                <dt className="inline text-muted-foreground">Card: </dt>
                <dd className="inline" data-testid="card-on-file">
                  {card}
                </dd>
              </div>
            ) : null}
          </dl>
          {scheduled && status.competitorsToPause > 0 && end ? (
            <p className="text-sm text-muted-foreground" data-testid="competitors-to-pause">
              {competitorCount(status.competitorsToPause)} will be paused on {end}.
            </p>
          ) : null}
          {!paid ? (
            <p className="text-sm text-muted-foreground">Upgrade to watch more stores, more often.</p>
          ) : null}
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        {upgrades.map((p) => (
          <Button key={p} asChild>
            <Link to={paths.simplePayment(p)}>Upgrade to {PLAN_LABELS[p]}</Link>
          </Button>
        ))}
        {scheduled ? (
          <Button
            variant="secondary"
            disabled={resume.isPending}
            onClick={() => resume.mutate()}
            data-testid="resume-subscription"
          >
            {resume.isPending ? 'Resuming...' : 'Resume subscription'}
          </Button>
        ) : null}
        {plan === 'pro' && !scheduled ? <PlanChangeButton change="downgrade" status={status} /> : null}
        {paid && !scheduled ? <PlanChangeButton change="cancel" status={status} /> : null}
        {props.config?.customerPortal ? (
          <Button
            variant="secondary"
            disabled={portal.isPending}
            onClick={() => portal.mutate()}
            data-testid="manage-billing"
          >
            <ExternalLink aria-hidden /> Manage billing
          </Button>
        ) : null}
      </div>
    </div>
  );
}
