import { LayoutTemplate, Package, Store, TrendingUp } from 'lucide-react';
import { Navigate } from 'react-router';
import { PageHeader } from '@web/components/ui/page-header';
import { PageLoader } from '@web/components/ui/spinner';
import { ErrorState } from '@web/components/ui/states';
import { paths } from '@web/lib/paths';
import { useUser } from '@web/features/auth';
import { ExportCard } from './export-card';
import { ExportInfo } from './export-info';
import { ProRequiredBanner } from './pro-required-banner';

/**
 * /export with the route guard of docs/product-rules.md R6: a spinner while the user loads, /auth when signed
 * out, the Pro notice with dimmed, disabled cards on any other plan (a missing one counts as free), else the
 * page.
 */
export function ExportPage() {
  const user = useUser();
  if (user.isPending) return <PageLoader label="Loading..." />;
  if (user.isError) {
    return (
      <ErrorState
        title="Could not load your account"
        error={user.error}
        onRetry={() => void user.refetch()}
      />
    );
  }
  if (!user.data) return <Navigate to={paths.auth} replace />;
  const plan = user.data.subscriptionPlan ?? 'free';
  const locked = plan !== 'pro';

  return (
    <div>
      <PageHeader
        title="Export Data"
        description="Download your competitors and their products to use in spreadsheets, scripts or BI tools."
      />
      {locked ? <ProRequiredBanner /> : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <ExportCard
          dataset="competitors"
          title="Competitors Data"
          description="Every store you monitor."
          icon={Store}
          locked={locked}
          fields={[
            'Store name and URL',
            'Tracking status',
            'Number of products',
            'Last scrape date',
            'Date added',
          ]}
        />
        <ExportCard
          dataset="products"
          title="Products Data"
          description="Every product of every store you monitor."
          icon={Package}
          locked={locked}
          fields={[
            'Product title and URL',
            'Current and compare-at prices',
            'Availability',
            'Competitor info',
            'Date tracked',
          ]}
        />
        <ExportCard
          dataset="rank-history"
          title="Best-Seller Rank History"
          description="Each change of place in every store's own best-selling order, not units sold."
          icon={TrendingUp}
          locked={locked}
          fields={[
            'Store and product',
            'Rank and the rank before (empty: out of the top)',
            'When it was read',
          ]}
        />
        <ExportCard
          dataset="theme-app-history"
          title="Theme & App History"
          description="Every theme, app and script host read from each store's home page."
          icon={LayoutTemplate}
          locked={locked}
          fields={[
            'Store, theme or app, category and version',
            'First seen, last seen and gone since',
            'The page snippet it was read from',
          ]}
        />
      </div>
      <div className="mt-6">
        <ExportInfo />
      </div>
    </div>
  );
}
