import { BellRing, Percent, PiggyBank, Store, Tag } from 'lucide-react';
import { Link } from 'react-router';
import { CompetitorFilter } from '@web/components/insights/competitor-filter';
import { StatCard, StatCardsSkeleton, StatGrid } from '@web/components/insights/stat-card';
import { useCompetitorFilter } from '@web/components/insights/use-competitor-filter';
import { buttonVariants } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { formatCount, formatDiscountPercent, formatMoneyByCurrency } from '@shared/format';
import { paths } from '@web/lib/paths';
import { useCompetitors } from '@web/features/competitors';
import { usePromotions } from '../api/get-promotions';
import { DiscountHistoryList } from './discount-history-list';
import { OnSaleList } from './on-sale-list';

const statLabels = ['Products On Sale', 'Discount Alerts (7d)', 'Total Savings', 'Avg Discount'];

/** /promotions: what competitors have on sale now and the discounts detected. */
export function PromotionsPage() {
  const { competitorId, setCompetitorId } = useCompetitorFilter();
  const competitors = useCompetitors();
  const promotions = usePromotions(competitorId);
  const noCompetitors = competitors.isSuccess && competitors.data.length === 0;

  return (
    <div>
      <PageHeader
        title="Promotions"
        description="What your competitors have on sale now, and every discount Rivalwatch detected."
        actions={
          noCompetitors ? undefined : (
            <CompetitorFilter
              competitors={competitors.data}
              value={competitorId}
              onChange={setCompetitorId}
            />
          )
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
          <StatGrid label="Statistics" className="mb-0">
            <StatCard
              label="Products On Sale"
              value={formatCount(promotions.data.productsOnSale)}
              hint="Priced below their compare-at price"
              icon={Tag}
            />
            <StatCard
              label="Discount Alerts (7d)"
              value={formatCount(promotions.data.discountAlerts7d)}
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
          </StatGrid>
          <OnSaleList items={promotions.data.onSale} />
          <DiscountHistoryList items={promotions.data.discountHistory} />
        </div>
      )}
    </div>
  );
}
