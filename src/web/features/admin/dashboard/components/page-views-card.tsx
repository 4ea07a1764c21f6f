import { formatCount } from '@shared/format';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { ErrorState } from '@web/components/ui/states';
import { usePageViews } from '../api/get-page-views';

/**
 * Page views counted by ourselves (docs/product-rules.md R33): no third-party script, no cookie, no visitor kept;
 * totals per UTC day and the most viewed pages of the week.
 */
export function PageViewsCard() {
  const views = usePageViews();
  const v = views.data;
  return (
    <Card className="mb-6" data-testid="page-views">
      <CardHeader>
        <CardTitle className="text-base">Page views</CardTitle>
        <p className="text-sm text-muted-foreground">
          Counted first-party: no cookie, no third party, no visitor kept.
        </p>
      </CardHeader>
      <CardContent>
        {views.isError ? (
          <ErrorState
            title="Could not load page views"
            error={views.error}
            onRetry={() => void views.refetch()}
          />
        ) : (
          <div className="grid gap-6 md:grid-cols-2">
            <dl className="grid grid-cols-3 gap-3 text-center">
              {(
                [
                  ['Today', v?.today],
                  ['7 days', v?.last7Days],
                  ['30 days', v?.last30Days],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className="rounded-lg border border-border p-3">
                  <dt className="text-xs text-muted-foreground">{label}</dt>
                  <dd className="text-xl font-semibold">{value === undefined ? '…' : formatCount(value)}</dd>
                </div>
              ))}
            </dl>
            <div>
              <h3 className="mb-2 text-sm font-semibold">Most viewed (7 days)</h3>
              {v && v.topPaths.length === 0 ? (
                <p className="text-sm text-muted-foreground">No data yet</p>
              ) : (
                <ol aria-label="Most viewed pages" className="space-y-1 text-sm">
                  {v?.topPaths.map((p) => (
                    <li key={p.path} className="flex justify-between gap-3">
                      <span className="font-mono break-all">{p.path}</span>
                      <span className="text-muted-foreground">{formatCount(p.views)}</span>
                    </li>
                  ))}
                </ol>
              )}
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
