import { useState } from 'react';
import { TABLE_PAGE_ROWS } from '@shared/constants/ui';
import { Button } from '@web/components/ui/button';
import { showingText, type TNextPage } from '@web/lib/paging';

/** Tables show their first 20 rows until the user asks for the rest. */
export function useFirstRows<T>(rows: readonly T[], first: number = TABLE_PAGE_ROWS) {
  const [expanded, setExpanded] = useState(false);
  const visible = expanded ? rows : rows.slice(0, first);
  return {
    visible,
    /** Loaded rows not shown. */
    hidden: rows.length - visible.length,
    /** Loaded rows past the first 20, shown or not. */
    beyondFirst: Math.max(0, rows.length - first),
    expanded,
    expand: () => setExpanded(true),
    toggle: () => setExpanded((e) => !e),
  };
}

export type TFirstRows = ReturnType<typeof useFirstRows>;

/**
 * The footer of a table: "Show more" reveals the rows already loaded; once all are shown and the server has
 * another page, "Load more" fetches it by cursor. `foldable` (/promotions) is a lone button that also folds the
 * rows back.
 */
export function ShowMore(props: {
  rows: TFirstRows;
  noun: string;
  /** The list's true total, when the server sent one. */
  total?: number | null;
  next?: TNextPage;
  foldable?: boolean;
}) {
  const { rows, next } = props;
  if (props.foldable) {
    if (rows.beyondFirst === 0) return null;
    return (
      <div className="flex justify-center border-t border-border p-3">
        <Button variant="secondary" size="sm" onClick={rows.toggle}>
          {rows.expanded ? 'Show fewer' : `Show more (${rows.beyondFirst} more)`}
        </Button>
      </div>
    );
  }
  const canLoad = rows.hidden === 0 && next?.hasNextPage;
  if (rows.hidden === 0 && !canLoad) return null;
  const shown = rows.visible.length;
  const total = props.total ?? (next?.hasNextPage ? null : shown + rows.hidden);
  return (
    <div className="flex flex-col items-center gap-2 border-t border-border p-4 sm:flex-row sm:justify-between">
      <p className="text-sm text-muted-foreground">{showingText(shown, total, props.noun)}</p>
      {rows.hidden > 0 ? (
        <Button variant="secondary" size="sm" onClick={rows.expand}>
          Show more ({rows.hidden})
        </Button>
      ) : (
        <Button variant="secondary" size="sm" onClick={next?.onLoadMore} disabled={next?.isFetchingNextPage}>
          {next?.isFetchingNextPage ? 'Loading...' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
