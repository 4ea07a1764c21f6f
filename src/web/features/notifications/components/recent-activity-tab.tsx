import { Activity } from 'lucide-react';
import { LOAD_MORE_AT } from '@shared/constants/ui';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { pagedList, showingText } from '@web/lib/paging';
import { useNotifications } from '../api/get-notifications';
import { NotificationItem } from './notification-item';

/**
 * The notifications feed; "Load More Activity" fetches the next page by cursor (docs/product-rules.md R37).
 */
export function RecentActivityTab() {
  const feed = useNotifications();

  if (feed.isPending) {
    return (
      <Card className="p-5" role="status" aria-label="Loading activity">
        <div className="space-y-4">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex animate-pulse gap-3">
              <div className="size-12 rounded-md bg-muted" />
              <div className="flex-1 space-y-2">
                <div className="h-4 w-1/3 rounded bg-muted" />
                <div className="h-3 w-2/3 rounded bg-muted" />
              </div>
            </div>
          ))}
        </div>
      </Card>
    );
  }
  // A failed "load more" keeps the pages already shown; only a failed first page replaces the feed.
  if (!feed.data) {
    return (
      <ErrorState title="Could not load activity" error={feed.error} onRetry={() => void feed.refetch()} />
    );
  }
  const { items, total } = pagedList(feed);
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Activity}
        title="No Activity Yet"
        description="When a competitor changes a price, launches a product, starts a discount or runs out of stock, it shows up here."
      />
    );
  }
  return (
    <div className="space-y-4">
      <Card>
        <ul aria-label="Recent activity" className="divide-y divide-border">
          {items.map((item) => (
            <li key={item.id}>
              <NotificationItem item={item} />
            </li>
          ))}
        </ul>
      </Card>
      {items.length >= LOAD_MORE_AT ? (
        feed.hasNextPage ? (
          <div className="flex flex-col items-center gap-2">
            {total === null ? null : (
              <p className="text-sm text-muted-foreground">
                {showingText(items.length, total, 'notifications')}
              </p>
            )}
            <Button
              variant="secondary"
              disabled={feed.isFetchingNextPage}
              onClick={() => void feed.fetchNextPage()}
            >
              {feed.isFetchingNextPage ? 'Loading...' : 'Load More Activity'}
            </Button>
            {feed.isFetchNextPageError ? (
              <p role="alert" className="text-sm text-destructive">
                Could not load more activity. Please try again.
              </p>
            ) : null}
          </div>
        ) : (
          <p className="text-center text-sm text-muted-foreground">That is all your activity.</p>
        )
      ) : null}
    </div>
  );
}
