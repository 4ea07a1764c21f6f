import { lazy, Suspense, useState } from 'react';
import type { TPublicUser } from '@shared/contracts/auth';
import { PageLoader } from '@web/components/ui/spinner';
import { useBillingConfig } from '../api/get-billing-config';
import { PaymentError } from './payment-error';
import { PaymentFrame } from './payment-frame';
import { PaymentSuccess } from './payment-success';
import { SimulatedCheckout } from './simple-payment-page';

// Stripe's code (and Stripe.js from Stripe) loads only here, and only when Stripe is in force.
const StripeCheckout = lazy(() => import('./stripe-checkout'));

/** /checkout?plan=: the payment provider in force (docs/product-rules.md R25). */
export function CheckoutPage({ user }: { user: TPublicUser }) {
  const config = useBillingConfig();
  const [paid, setPaid] = useState<string | null>(null);
  if (config.isPending) return <PageLoader label="Loading..." />;
  if (config.isError) {
    return (
      <div className="mx-auto max-w-lg">
        <PaymentError error={config.error} onRetry={() => void config.refetch()} />
      </div>
    );
  }
  if (config.data.provider !== 'stripe') return <SimulatedCheckout user={user} summary />;
  if (paid) return <PaymentSuccess message={paid} />;
  return (
    <PaymentFrame user={user}>
      {({ plan }) => (
        <Suspense fallback={<PageLoader label="Loading the payment form..." />}>
          <StripeCheckout plan={plan} onPaid={setPaid} />
        </Suspense>
      )}
    </PaymentFrame>
  );
}
