import { CheckCircle2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { REDIRECT_AFTER_PAYMENT_MS } from '@shared/constants/ui';
import { Card, CardContent } from '@web/components/ui/card';
import { paths } from '@web/lib/paths';

/** "Payment Successful!", then the dashboard after 2 s (docs/product-rules.md R48). */
export function PaymentSuccess({ message }: { message: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate(paths.home), REDIRECT_AFTER_PAYMENT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Card className="mx-auto max-w-md text-center" data-testid="payment-success">
      <CardContent className="flex flex-col items-center gap-3 p-8 sm:p-10 pt-8 sm:pt-10">
        <div className="rounded-full bg-success-soft p-3 text-success">
          <CheckCircle2 className="size-8" aria-hidden />
        </div>
        <h1 className="text-2xl font-bold">Payment Successful!</h1>
        <p className="text-muted-foreground">{message}</p>
        <p className="text-sm text-muted-foreground">
          Taking you to your{' '}
          <Link to={paths.home} className="font-medium text-primary hover:underline">
            dashboard
          </Link>
          ...
        </p>
      </CardContent>
    </Card>
  );
}
