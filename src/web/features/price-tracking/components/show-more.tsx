import { useState } from 'react';
import { TABLE_PAGE_ROWS } from '@shared/constants/ui';
import { Button } from '@web/components/ui/button';

/** Tables show their first 20 rows (docs/product-rules.md R48) until the user asks for the rest. */
export function useFirstRows<T>(rows: readonly T[], first: number = TABLE_PAGE_ROWS) {
  const [expanded, setExpanded] = useState(false);
  const visible = expanded ? rows : rows.slice(0, first);
  return { visible, hidden: rows.length - visible.length, expanded, expand: () => setExpanded(true) };
}

/**
 * "Show more" reveals the rows already loaded; once all are shown and the server has another page,
 * "Load more" fetches it by cursor.
 */
export function ShowMore(props: {
  shown: number;
  hidden: number;
  onShowMore: () => void;
  hasNextPage?: boolean;
  isFetchingNextPage?: boolean;
  onLoadMore?: () => void;
  noun: string;
}) {
  const canLoad = props.hidden === 0 && props.hasNextPage && props.onLoadMore;
  if (props.hidden === 0 && !canLoad) return null;
  return (
    <div className="flex flex-col items-center gap-2 border-t border-border p-4 sm:flex-row sm:justify-between">
      <p className="text-sm text-muted-foreground">
        {props.hidden > 0
          ? `Showing ${props.shown} of ${props.shown + props.hidden} ${props.noun}`
          : `Showing ${props.shown} ${props.noun} so far`}
      </p>
      {props.hidden > 0 ? (
        <Button variant="secondary" size="sm" onClick={props.onShowMore}>
          Show more ({props.hidden})
        </Button>
      ) : (
        <Button variant="secondary" size="sm" onClick={props.onLoadMore} disabled={props.isFetchingNextPage}>
          {props.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
