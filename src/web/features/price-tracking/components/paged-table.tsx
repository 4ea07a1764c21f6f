import { DataTable, type TColumn } from './data-table';
import { ShowMore, useFirstRows } from './show-more';

/** A table of a paged list: the first 20 rows, then the rest of what is loaded, then the next page. */
export function PagedTable<T>(props: {
  caption: string;
  noun: string;
  columns: TColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
}) {
  const rows = useFirstRows(props.rows);
  return (
    <>
      <DataTable caption={props.caption} columns={props.columns} rows={rows.visible} rowKey={props.rowKey} />
      <ShowMore
        noun={props.noun}
        shown={rows.visible.length}
        hidden={rows.hidden}
        onShowMore={rows.expand}
        hasNextPage={props.hasNextPage}
        isFetchingNextPage={props.isFetchingNextPage}
        onLoadMore={() => {
          rows.expand();
          props.onLoadMore();
        }}
      />
    </>
  );
}
