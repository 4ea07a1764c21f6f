import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ErrorState } from '@web/components/ui/states';
import { paths } from '@web/lib/paths';
import { useClimbers } from '../api/get-climbers';

/** The dashboard's "Biggest climbers": up to five products that rose most in their store's best sellers this week. */
export function BiggestClimbers() {
  const climbers = useClimbers();
  return (
    <Card className="mt-8">
      <CardHeader>
        <CardTitle className="text-base">Biggest climbers this week</CardTitle>
        <CardDescription>By the store's own best-selling order, not units sold.</CardDescription>
      </CardHeader>
      <CardContent>
        {climbers.isPending ? (
          <p className="text-sm text-muted-foreground">Loading...</p>
        ) : climbers.isError ? (
          <ErrorState
            title="Could not load the climbers"
            error={climbers.error}
            onRetry={() => void climbers.refetch()}
          />
        ) : climbers.data.items.length === 0 ? (
          <p className="text-sm text-muted-foreground">No data yet</p>
        ) : (
          <ol aria-label="Biggest climbers" className="divide-y divide-border text-sm">
            {climbers.data.items.map((c) => (
              <li key={c.productId} className="flex items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <Link
                    to={paths.product(c.productId)}
                    className="block truncate text-primary hover:underline"
                  >
                    {c.title}
                  </Link>
                  <span className="text-xs text-muted-foreground">
                    {c.competitorName} · now #{c.rank}
                  </span>
                </div>
                {c.entered ? (
                  <span className="shrink-0 text-xs font-medium text-primary">new in the top {c.depth}</span>
                ) : (
                  <span
                    className="shrink-0 text-xs text-success tabular-nums"
                    aria-label={`up ${c.climbed} ${c.climbed === 1 ? 'place' : 'places'}`}
                  >
                    ▲ {c.climbed}
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
