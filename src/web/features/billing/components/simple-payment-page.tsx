import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import type { TPublicUser } from '@shared/contracts/auth';
import type { TPaymentResult } from '@shared/contracts/billing';
import { planOf } from '@shared/constants/plans';
import { Card, CardContent } from '@web/components/ui/card';
import { PageLoader } from '@web/components/ui/spinner';
import { paths } from '@web/lib/paths';
import { useBillingConfig } from '../api/get-billing-config';
import { upgradedText } from '../api/simulate-payment';
import { formatCents } from '../lib/billing-format';
import { paidPlanParam } from '../lib/plan-summary';
import { CardPaymentForm } from './card-payment-form';
import { OrderSummary } from './order-summary';
import { PaymentFrame } from './payment-frame';
import { PaymentSuccess } from './payment-success';

/** /simple-payment?plan=starter|pro: the simulated provider's card form; with Stripe in force, /checkout. */
export function SimplePaymentPage({ user }: { user: TPublicUser }) {
  const [params] = useSearchParams();
  const config = useBillingConfig();
  if (config.isPending) return <PageLoader label="Loading..." />;
  if (config.data?.provider === 'stripe') {
    return <Navigate to={paths.checkoutPlan(paidPlanParam(params.get('plan')))} replace />;
  }
  return <SimulatedCheckout user={user} />;
}

/**
 * The card form in its frame, then the success screen. Also /checkout's body when payments are simulated, there
 * with the order summary (`summary`): the plan's price from its row for a new period; an upgrade between paid
 * plans pays the prorated difference the server works out (R26), so the summary quotes the monthly price.
 */
export function SimulatedCheckout({ user, summary = false }: { user: TPublicUser; summary?: boolean }) {
  const [paid, setPaid] = useState<TPaymentResult | null>(null);
  if (paid) return <PaymentSuccess message={upgradedText(paid)} />;
  return (
    <PaymentFrame user={user}>
      {({ plan, status }) => (
        <>
          {summary ? (
            planOf(status?.plan ?? user.subscriptionPlan) === 'free' ? (
              <OrderSummary plan={plan} amount={formatCents(plan.price, 'usd')} />
            ) : (
              <OrderSummary
                plan={plan}
                amount={`${formatCents(plan.price, 'usd')}/month`}
                note="Today you pay the prorated difference for the rest of your current period."
              />
            )
          ) : null}
          <Card>
            <CardContent className="p-5 sm:p-6">
              <CardPaymentForm plan={plan.key} onPaid={setPaid} />
              <p className="mt-4 text-center text-xs text-muted-foreground">
                Test payments: card 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined; any future date
                and any CVC.
              </p>
            </CardContent>
          </Card>
        </>
      )}
    </PaymentFrame>
  );
}
