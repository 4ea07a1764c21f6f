import type { TNextPage } from '@web/lib/paging';
import { DataTable, type TColumn } from './data-table';
import { ShowMore, useFirstRows } from './show-more';

/** What makes a table itself: its caption, what its rows are called ("products"), its columns and row key. */
export type TTableSpec<T> = {
  caption: string;
  noun: string;
  columns: TColumn<T>[];
  rowKey: (row: T) => string | number;
};

/** A table of a list: the first 20 rows, then the rest of what is loaded, then the next page when paged. */
export function PagedTable<T>(
  props: TTableSpec<T> & {
    items: readonly T[];
    /** The list's true total, when the server sent one. */
    total?: number | null;
    /** The next page; a list loaded whole has none. */
    next?: TNextPage;
  },
) {
  const rows = useFirstRows(props.items);
  const next = props.next;
  return (
    <>
      <DataTable caption={props.caption} columns={props.columns} rows={rows.visible} rowKey={props.rowKey} />
      <ShowMore
        rows={rows}
        noun={props.noun}
        total={props.total}
        next={
          next && {
            ...next,
            onLoadMore: () => {
              rows.expand();
              next.onLoadMore();
            },
          }
        }
      />
    </>
  );
}
