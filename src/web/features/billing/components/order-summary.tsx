import { PLAN_LABELS } from '@shared/constants/plans';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import type { TPaidPlanRow } from './payment-frame';

/**
 * /checkout's order summary, whichever provider is in force: "Pro (Monthly)", what is paid today and the plan's
 * features. `amount` is the server's figure (Stripe's payment intent) or the plan's price from its row.
 */
export function OrderSummary({ plan, amount, note }: { plan: TPaidPlanRow; amount: string; note?: string }) {
  return (
    <Card data-testid="order-summary">
      <CardHeader>
        <CardTitle className="text-base">Order summary</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        <div className="flex justify-between gap-3 font-medium">
          <span>{PLAN_LABELS[plan.key]} (Monthly)</span>
          <span data-testid="order-amount">{amount}</span>
        </div>
        {note ? <p className="text-muted-foreground">{note}</p> : null}
        {plan.features.length ? (
          <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
            {plan.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
