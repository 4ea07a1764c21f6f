import { Link } from 'react-router';
import type { TPublicUser } from '@shared/contracts/auth';
import { paths } from '@web/lib/paths';
import { PaymentHistory, SubscriptionCard } from '@web/features/billing';

/** Settings → Plan: the subscription with its changes, and the payment history with receipts. */
export function PlanTab({ user }: { user: TPublicUser }) {
  return (
    <div className="space-y-4">
      <SubscriptionCard user={user} />
      <PaymentHistory />
      <p className="text-sm text-muted-foreground">
        Want the full comparison?{' '}
        <Link to={paths.pricing} className="font-medium text-primary hover:underline">
          See all plans
        </Link>
      </p>
    </div>
  );
}
