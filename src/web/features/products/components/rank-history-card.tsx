import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorState } from '@web/components/ui/states';
import { useRankHistory } from '../api/get-rank-history';
import { RankHistoryChart } from './rank-history-chart';

/** The product page's "Best-seller rank" card: where the store ranks it in its own best-selling order. */
export function RankHistoryCard({ productId }: { productId: string }) {
  const history = useRankHistory(productId);
  return (
    <Card className="mb-6">
      <CardHeader>
        <CardTitle className="text-base">Best-seller rank</CardTitle>
        <CardDescription>
          {history.data?.currentRank
            ? `Now #${history.data.currentRank} in the store's own best-selling order, not units sold.`
            : "The store's own best-selling order, not units sold."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <Spinner label="Loading..." />
        ) : history.isError ? (
          <ErrorState
            title="Could not load the rank history"
            error={history.error}
            onRetry={() => void history.refetch()}
          />
        ) : (
          <RankHistoryChart history={history.data} />
        )}
      </CardContent>
    </Card>
  );
}
