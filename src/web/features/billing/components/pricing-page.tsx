import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { TPublicUser } from '@shared/contracts/auth';
import { intervalLabel } from '@shared/constants/intervals';
import { planOf } from '@shared/constants/plans';
import type { TPlan } from '@shared/contracts/plans';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { ErrorState } from '@web/components/ui/states';
import { paths } from '@web/lib/paths';
import { useMayManagePlan } from '@web/features/team';
import { usePlans } from '../api/get-plans';
import { useSubscriptionStatus } from '../api/get-subscription-status';
import { competitorCount } from '../lib/billing-format';
import { PlanCard } from './plan-card';

/** /pricing, signed in or not: the plans from plan_configs, the FAQ, Contact Sales. */
export function PricingPage({ user }: { user: TPublicUser | null }) {
  const plans = usePlans();
  const mayManage = useMayManagePlan();
  // Only owners may read the subscription (docs/product-rules.md R24); the others see the account's plan.
  const status = useSubscriptionStatus({ enabled: !!user && mayManage === true });
  const current = user ? planOf(status.data?.plan ?? user.subscriptionPlan) : null;
  const sorted = [...(plans.data ?? [])].sort((a, b) => a.price - b.price);
  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader
        title="Plans & Pricing"
        description="Start free, upgrade when you watch more stores. Monthly billing, cancel any time."
      />
      {plans.isPending ? (
        <div role="status" aria-label="Loading plans" className="grid gap-6 md:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-96 animate-pulse rounded-card bg-muted" />
          ))}
        </div>
      ) : plans.isError ? (
        <ErrorState
          title="Could not load the plans"
          error={plans.error}
          onRetry={() => void plans.refetch()}
        />
      ) : (
        <div className="grid gap-6 pt-3 md:grid-cols-3">
          {sorted.map((p) => (
            <PlanCard
              key={p.key}
              plan={p}
              current={current}
              canChange={user ? (mayManage ?? 'loading') : true}
            />
          ))}
        </div>
      )}
      <PricingFaq plans={plans.data} />
      <Card className="mt-8 bg-primary-soft">
        <CardContent className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div>
            <h2 className="font-semibold">Need something bigger?</h2>
            <p className="mt-1 text-sm text-muted-foreground">
              More stores, an agency setup or invoicing: tell us what you need.
            </p>
          </div>
          <Button asChild variant="secondary">
            <Link to={paths.contact}>
              <MessageCircle aria-hidden /> Contact Sales
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

/** The pricing FAQ with the real rules (docs/product-rules.md R5, R7, R26); Free's figures from its row. */
function PricingFaq({ plans }: { plans: TPlan[] | undefined }) {
  const free = plans?.find((p) => p.key === 'free');
  const items = [
    {
      q: 'Can I change plans at any time?',
      a: "Yes. An upgrade takes effect at once: you're charged the prorated difference for the rest of your current period, and your renewal date stays the same. A downgrade or a cancellation takes effect at the end of the period you've paid for; until then you keep everything.",
    },
    {
      q: 'What happens when I reach my competitor limit?',
      a: "You can't add a new competitor until you upgrade or remove one, but the competitors you already track keep being monitored. If a downgrade leaves more competitors than the new plan allows, you choose which to keep; the others are paused at the period end with all their data kept, and you can bring them back after an upgrade.",
    },
    {
      q: 'What does the Free plan include?',
      a: free
        ? `${competitorCount(free.maxCompetitors)}, refreshed ${intervalLabel(free.scrapingIntervalMinutes)}, with a weekly digest of alerts by email. No credit card needed.`
        : 'One competitor with a weekly digest of alerts by email. No credit card needed.',
    },
    {
      q: 'How does billing work?',
      a: 'Plans are billed monthly in US dollars, from the day you pay. Cancel any time: you keep your plan until the end of the period you paid for, then move to Free. A receipt for every payment is in Settings → Plan.',
    },
  ];
  return (
    <section aria-labelledby="pricing-faq" className="mt-12">
      <h2 id="pricing-faq" className="mb-4 text-xl font-bold">
        Frequently asked questions
      </h2>
      <div className="divide-y divide-border rounded-card border border-border bg-card">
        {items.map((item) => (
          <details key={item.q} className="group p-4 sm:p-5">
            <summary className="cursor-pointer list-none font-medium marker:hidden">
              <span className="flex items-center justify-between gap-3">
                {item.q}
                <span aria-hidden className="text-muted-foreground transition-transform group-open:rotate-45">
                  +
                </span>
              </span>
            </summary>
            <p className="mt-2 text-sm text-muted-foreground">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
