import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

export type TColumn<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
  /** On a phone-width card: 'title' heads the card, 'footer' goes under a rule, else a labelled field. */
  card?: 'title' | 'footer';
  className?: string;
};

/** A table from 1024 px up (the side navigation takes 16rem), one card per row below. */
export function DataTable<T>(props: {
  caption: string;
  columns: TColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
}) {
  const { columns, rows, rowKey } = props;
  const title = columns.find((c) => c.card === 'title');
  const footer = columns.filter((c) => c.card === 'footer');
  const fields = columns.filter((c) => !c.card);
  return (
    <>
      <div className="hidden overflow-x-auto lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{props.caption}</caption>
          <thead className="border-y border-border bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.header}
                  scope="col"
                  className={cn('px-4 py-3 font-medium', c.align === 'right' && 'text-right')}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row) => (
              <tr key={rowKey(row)} className="align-middle">
                {columns.map((c) => (
                  <td
                    key={c.header}
                    className={cn('px-4 py-3', c.align === 'right' && 'text-right tabular-nums', c.className)}
                  >
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={props.caption} className="divide-y divide-border border-t border-border lg:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="p-4">
            {title ? <div className="min-w-0">{title.cell(row)}</div> : null}
            <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
              {fields.map((c) => (
                <div key={c.header} className="min-w-0">
                  <dt className="text-xs text-muted-foreground">{c.header}</dt>
                  <dd className="font-medium break-words">{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {footer.length ? (
              <div className="mt-3 flex justify-end gap-3 border-t border-border pt-3 text-sm">
                {footer.map((c) => (
                  <div key={c.header}>{c.cell(row)}</div>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}
