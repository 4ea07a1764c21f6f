import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { paths } from '@web/lib/paths';

/** The payment could not be set up: "Payment Error" with the server's message and a retry. */
export function PaymentError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const message = error instanceof Error ? error.message : null;
  return (
    <Card role="alert" className="border-destructive/30" data-testid="payment-error">
      <CardContent className="flex flex-col items-center gap-3 p-8 pt-8 text-center sm:p-8 sm:pt-8">
        <AlertTriangle className="size-8 text-destructive" aria-hidden />
        <h2 className="text-xl font-semibold">Payment Error</h2>
        <p className="text-muted-foreground">There was an issue setting up the payment. Please try again.</p>
        {message ? <p className="text-sm">{message}</p> : null}
        <div className="mt-2 flex flex-wrap justify-center gap-2">
          {onRetry ? <Button onClick={onRetry}>Try again</Button> : null}
          <Button asChild variant="secondary">
            <Link to={paths.pricing}>Back to Pricing</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
