import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { paths } from '@web/lib/paths';
import { TestAlertButtons } from './test-alert-buttons';

/** Shown while the user has no rules of their own: the default set is already watching. */
export function AlertSystemReady() {
  return (
    <Card className="border-success/30">
      <CardHeader>
        <div className="flex items-center gap-2">
          <CheckCircle2 className="size-5 text-success" aria-hidden />
          <CardTitle>Alert System Ready</CardTitle>
        </div>
        <CardDescription>
          Rivalwatch is watching your competitors with the default alerts. Add competitors to watch more
          stores, see what has moved in price tracking, or create your own rules to choose exactly what you
          hear about.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-wrap gap-2">
          <Link to={paths.competitors} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            Manage Competitors
          </Link>
          <Link to={paths.priceTracking} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            View Price Tracking
          </Link>
        </div>
        <div className="border-t border-border pt-4">
          <TestAlertButtons />
        </div>
      </CardContent>
    </Card>
  );
}
