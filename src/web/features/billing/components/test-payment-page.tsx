import { FlaskConical } from 'lucide-react';
import { useRef, useState } from 'react';
import type { TPaymentResult } from '@shared/contracts/billing';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { PageLoader } from '@web/components/ui/spinner';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { useBillingConfig } from '../api/get-billing-config';
import { useSimulatePayment } from '../api/simulate-payment';

/** The test card that pays (docs/product-rules.md R25), with an expiry always in the future. */
export function testCard(now = new Date()) {
  const year = String((now.getFullYear() + 2) % 100).padStart(2, '0');
  return { cardNumber: '4242 4242 4242 4242', expiry: `12/${year}`, cvc: '123' };
}

/** /test-payment: one click simulates a Starter upgrade with the test card (simulated provider only). */
export function TestPaymentPage() {
  const config = useBillingConfig();
  const pay = useSimulatePayment();
  const key = useRef(crypto.randomUUID());
  const [line, setLine] = useState<{ ok: boolean; text: string } | null>(null);

  const run = () => {
    setLine(null);
    pay.mutate(
      { body: { plan: 'starter', ...testCard() }, idempotencyKey: key.current },
      {
        onSuccess: (r: TPaymentResult) => {
          setLine({ ok: true, text: `SUCCESS: ${r.message}` });
          key.current = crypto.randomUUID();
        },
        onError: (err) => setLine({ ok: false, text: `ERROR: ${err.message}` }),
      },
    );
  };

  return (
    <div className="mx-auto max-w-lg">
      <PageHeader title="Test Payment" description="Try the payment flow with the simulated provider." />
      {config.isPending ? (
        <PageLoader label="Loading..." />
      ) : config.isError ? (
        <ErrorState error={config.error} onRetry={() => void config.refetch()} />
      ) : config.data.provider === 'stripe' ? (
        <EmptyState
          icon={FlaskConical}
          title="Stripe is in force"
          description="This page is for the simulated payment provider. With Stripe, use Stripe's test cards on the checkout page."
        />
      ) : (
        <Card>
          <CardHeader>
            <CardTitle>Simulate a Starter upgrade</CardTitle>
            <CardDescription>
              Pays for Starter with the test card 4242 4242 4242 4242 on your own account.
            </CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            <Button onClick={run} disabled={pay.isPending} data-testid="test-payment-button">
              {pay.isPending ? 'Processing...' : 'Simulate Starter Upgrade'}
            </Button>
            {line ? (
              <p
                role="status"
                data-testid="test-payment-result"
                className={`rounded-lg px-3 py-2 font-mono text-sm ${
                  line.ok ? 'bg-success-soft text-success' : 'bg-destructive-soft text-destructive'
                }`}
              >
                {line.text}
              </p>
            ) : null}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
