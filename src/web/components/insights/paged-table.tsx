import { DataTable, type TColumn } from './data-table';
import type { TNextPage } from '@web/lib/paging';
import { ShowMore, useFirstRows } from './show-more';

/** A table of a paged list: the first 20 rows, then the rest of what is loaded, then the next page. */
export function PagedTable<T>(props: {
  caption: string;
  noun: string;
  columns: TColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  /** The list's true total, when the server sent one. */
  total?: number | null;
  /** The next page; a list loaded whole has none. */
  next?: TNextPage;
}) {
  const rows = useFirstRows(props.rows);
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
