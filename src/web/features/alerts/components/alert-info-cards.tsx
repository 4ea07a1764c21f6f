import { Info, ListChecks } from 'lucide-react';
import { ALERT_TYPES, type TAlertRule } from '@shared/contracts/alerts';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  DEFAULT_PRICE_ALERT_THRESHOLD_PERCENT,
  alertTypeDescription,
  alertTypeLabel,
} from '../lib/alert-labels';
import { TestAlertButtons } from './test-alert-buttons';

/** What each alert type means, and which rules are in force right now. */
export function AlertInfoCards({ rules }: { rules: readonly TAlertRule[] }) {
  const active = rules.filter((r) => r.isActive).length;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <div className="flex items-center gap-2">
            <ListChecks className="size-5 text-primary" aria-hidden />
            <CardTitle>Alert Types</CardTitle>
          </div>
        </CardHeader>
        <CardContent>
          <dl className="space-y-2 text-sm">
            {ALERT_TYPES.map((t) => (
              <div key={t}>
                <dt className="font-medium">{alertTypeLabel[t]}</dt>
                <dd className="text-muted-foreground">{alertTypeDescription[t]}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <div className="flex items-center gap-2">
            <Info className="size-5 text-primary" aria-hidden />
            <CardTitle>Alert Status</CardTitle>
          </div>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          {rules.length === 0 ? (
            <p>
              <span className="font-medium">Default alerts are on.</span> Without rules of your own you are
              alerted to price changes of {DEFAULT_PRICE_ALERT_THRESHOLD_PERCENT}% or more, new products,
              discounts and stock changes at all your competitors.
            </p>
          ) : (
            <p>
              <span className="font-medium">
                {active} of {rules.length} rule{rules.length === 1 ? '' : 's'} active.
              </span>{' '}
              Your own rules replace the default set; paused rules send nothing until you resume them. Delete
              every rule to return to the defaults.
            </p>
          )}
          <p className="text-muted-foreground">
            Alerts appear under Recent Activity. How often they are delivered by email depends on your plan: a
            weekly digest on Free, a daily digest on Starter and instant alerts on Pro.
          </p>
          {/* With no rules the "Alert System Ready" card above already offers these. */}
          {rules.length > 0 ? (
            <div className="space-y-2 border-t border-border pt-3">
              <p className="text-muted-foreground">Check that alerts reach you:</p>
              <TestAlertButtons />
            </div>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
