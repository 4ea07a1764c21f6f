// Loaded only by /checkout with Stripe in force: Stripe.js is fetched from Stripe by loadStripe here and
// nowhere else (the "pure" entry does not add its script on import).
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useQueryClient } from '@tanstack/react-query';
import { Lock } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PLAN_LABELS } from '@shared/constants/plans';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { PageLoader } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { paths } from '@web/lib/paths';
import { useReactivationOpportunities } from '../api/get-reactivation-opportunities';
import { usePaymentIntent } from '../api/create-payment-intent';
import { afterPlanPaid, upgradedText } from '../api/simulate-payment';
import { formatCents } from '../lib/billing-format';
import type { TPaidPlanRow } from './payment-frame';
import { OrderSummary } from './order-summary';
import { PaymentError } from './payment-error';
import { ReactivationDialog } from './reactivation-dialog';

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (publishableKey: string) => {
  if (!stripes.has(publishableKey)) stripes.set(publishableKey, loadStripe(publishableKey));
  return stripes.get(publishableKey)!;
};

/**
 * Stripe's Payment Element for the plan: the reactivation dialog first when paused competitors could come
 * back, then the payment intent (its amount decided by the server), the order summary and the card form.
 */
export default function StripeCheckout({
  plan,
  onPaid,
}: {
  plan: TPaidPlanRow;
  onPaid: (message: string) => void;
}) {
  const queryClient = useQueryClient();
  const opportunities = useReactivationOpportunities(plan.key, { enabled: true });
  const offer = opportunities.data;
  const hasOffer =
    !!offer?.hasOpportunities && offer.availableSlots > 0 && offer.inactiveCompetitors.length > 0;
  const [reactivate, setReactivate] = useState<string[] | null>(null);
  const ready = !opportunities.isPending && (!hasOffer || reactivate !== null);
  const intent = usePaymentIntent(plan.key, reactivate ?? [], { enabled: ready });

  const paid = () => {
    void afterPlanPaid(queryClient);
    onPaid(upgradedText({ plan: plan.key, reactivatedCount: reactivate?.length ?? 0 }));
  };

  if (offer && hasOffer && reactivate === null) {
    return (
      <ReactivationDialog
        open
        opportunities={offer}
        onReactivate={setReactivate}
        onSkip={() => setReactivate([])}
        onCancel={() => setReactivate([])}
      />
    );
  }
  if (!ready || intent.isPending) return <PageLoader label="Setting up the payment..." />;
  if (intent.isError) return <PaymentError error={intent.error} onRetry={() => void intent.refetch()} />;
  if (!intent.data.clientSecret) {
    return <ChargedAtOnce onPaid={paid} />;
  }
  return (
    <div className="space-y-4">
      <OrderSummary plan={plan} amount={formatCents(intent.data.amount, intent.data.currency)} />
      <Elements
        stripe={stripeFor(intent.data.publishableKey)}
        options={{ clientSecret: intent.data.clientSecret }}
      >
        <StripeForm plan={plan} onPaid={paid} />
      </Elements>
    </div>
  );
}

/** An upgrade charged at once to the card on file: nothing is left to confirm here. */
function ChargedAtOnce({ onPaid }: { onPaid: () => void }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    onPaid();
  }, [onPaid]);
  return <PageLoader label="Upgrading..." />;
}

function StripeForm({ plan, onPaid }: { plan: TPaidPlanRow; onPaid: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${paths.home}` },
      redirect: 'if_required',
    });
    setBusy(false);
    if (error) {
      toast({ title: 'Payment Failed', description: error.message, variant: 'destructive' });
      return;
    }
    toast({
      title: 'Payment Successful',
      description: `Welcome to Rivalwatch ${PLAN_LABELS[plan.key]}!`,
      variant: 'success',
    });
    onPaid();
  };
  return (
    <Card>
      <CardContent className="p-5 sm:p-6">
        <form onSubmit={(e) => void submit(e)} className="space-y-4">
          <PaymentElement />
          <Button
            type="submit"
            size="lg"
            className="w-full"
            disabled={!stripe || busy}
            data-testid="pay-button"
          >
            <Lock aria-hidden />
            {busy ? 'Processing...' : `Pay and upgrade to ${PLAN_LABELS[plan.key]}`}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
