import { BellRing, Percent, PiggyBank, Store, Tag } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonVariants } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { formatDiscountPercent, formatMoneyByCurrency } from '@web/lib/format';
import { paths } from '@web/lib/paths';
import { useCompetitors } from '@web/features/competitors';
import { usePromotions } from '../api/get-promotions';
import { CompetitorFilter } from './competitor-filter';
import { DiscountHistoryList } from './discount-history-list';
import { OnSaleList } from './on-sale-list';
import { StatCard, StatCardsSkeleton } from './stat-card';

const count = new Intl.NumberFormat('en-US');
const statLabels = ['Products On Sale', 'Discount Alerts (7d)', 'Total Savings', 'Avg Discount'];

/** /promotions: what competitors have on sale now and the discounts detected. */
export function PromotionsPage() {
  const [params, setParams] = useSearchParams();
  const competitorId = params.get('competitorId') || null;
  const competitors = useCompetitors();
  const promotions = usePromotions(competitorId);

  const setCompetitor = (id: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('competitorId', id);
        else next.delete('competitorId');
        return next;
      },
      { replace: true },
    );

  const noCompetitors = competitors.isSuccess && competitors.data.length === 0;

  return (
    <div>
      <PageHeader
        title="Promotions"
        description="What your competitors have on sale now, and every discount Rivalwatch detected."
        actions={
          noCompetitors ? undefined : <CompetitorFilter value={competitorId} onChange={setCompetitor} />
        }
      />
      {noCompetitors ? (
        <EmptyState
          icon={Store}
          title="No competitors yet"
          description="Add a competitor's Shopify store and its sales and discounts show up here after the first scrape."
          action={
            <Link to={paths.competitors} className={buttonVariants()}>
              Add a Competitor
            </Link>
          }
        />
      ) : promotions.isPending ? (
        <div className="space-y-6">
          <StatCardsSkeleton labels={statLabels} />
          <div
            role="status"
            aria-label="Loading promotions"
            className="h-64 animate-pulse rounded-card bg-muted"
          />
        </div>
      ) : promotions.isError ? (
        <ErrorState
          title="Could not load promotions"
          error={promotions.error}
          onRetry={() => void promotions.refetch()}
        />
      ) : (
        <div className="space-y-6">
          <section aria-label="Statistics" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard
              label="Products On Sale"
              value={count.format(promotions.data.productsOnSale)}
              hint="Priced below their compare-at price"
              icon={Tag}
            />
            <StatCard
              label="Discount Alerts (7d)"
              value={count.format(promotions.data.discountAlerts7d)}
              hint="Discounts detected in the last 7 days"
              icon={BellRing}
            />
            <StatCard
              label="Total Savings"
              value={formatMoneyByCurrency(promotions.data.totalSavings)}
              hint="Compare-at minus current price, per currency"
              icon={PiggyBank}
            />
            <StatCard
              label="Avg Discount"
              value={formatDiscountPercent(promotions.data.avgDiscount)}
              hint="Mean discount of products on sale"
              icon={Percent}
            />
          </section>
          <OnSaleList items={promotions.data.onSale} />
          <DiscountHistoryList items={promotions.data.discountHistory} />
        </div>
      )}
    </div>
  );
}
