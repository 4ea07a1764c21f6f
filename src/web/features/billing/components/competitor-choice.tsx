import type { ReactNode } from 'react';
import { formatCount } from '@shared/format';

export type TChoiceRow = { id: string; name: string; domain: string; productCount: number };
export type TChoiceColumn<T> = { header: string; cell: (row: T) => ReactNode };

/** The ids chosen after a click on `id`: a box beyond `cap` cannot be ticked (it is disabled as well). */
export function toggleChoice(chosen: readonly string[], id: string, cap: number): string[] {
  if (chosen.includes(id)) return chosen.filter((c) => c !== id);
  return chosen.length < cap ? [...chosen, id] : [...chosen];
}

/**
 * Competitors with a box each, at most `cap` ticked: further boxes are disabled. A table from 640 px, one card
 * per competitor on a phone. Used by the reactivation dialog and the keep chooser.
 */
export function CompetitorChoice<T extends TChoiceRow>(props: {
  caption: string;
  rows: readonly T[];
  chosen: readonly string[];
  cap: number;
  onChange: (chosen: string[]) => void;
  columns: TChoiceColumn<T>[];
}) {
  const full = props.chosen.length >= props.cap;
  const box = (row: T) => {
    const checked = props.chosen.includes(row.id);
    return (
      <input
        type="checkbox"
        className="size-4 accent-primary"
        aria-label={row.name}
        data-testid={`choice-${row.id}`}
        checked={checked}
        disabled={!checked && full}
        onChange={() => props.onChange(toggleChoice(props.chosen, row.id, props.cap))}
      />
    );
  };
  const columns: TChoiceColumn<T>[] = [
    { header: 'Products', cell: (r) => formatCount(r.productCount) },
    { header: 'Domain', cell: (r) => r.domain },
    ...props.columns,
  ];
  return (
    <>
      <div className="hidden max-h-80 overflow-auto rounded-lg border border-border sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{props.caption}</caption>
          <thead className="bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
            <tr>
              <th scope="col" className="w-10 px-3 py-2">
                <span className="sr-only">Choose</span>
              </th>
              <th scope="col" className="px-3 py-2 font-medium">
                Name
              </th>
              {columns.map((c) => (
                <th key={c.header} scope="col" className="px-3 py-2 font-medium">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {props.rows.map((row) => (
              <tr key={row.id}>
                <td className="px-3 py-2">{box(row)}</td>
                <td className="px-3 py-2 font-medium">{row.name}</td>
                {columns.map((c) => (
                  <td key={c.header} className="px-3 py-2 text-muted-foreground">
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={props.caption} className="space-y-2 sm:hidden">
        {props.rows.map((row) => (
          <li key={row.id} className="rounded-lg border border-border p-3">
            <label className="flex items-center gap-3 font-medium">
              {box(row)}
              <span className="min-w-0 break-words">{row.name}</span>
            </label>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-xs">
              {columns.map((c) => (
                <div key={c.header} className="min-w-0">
                  <dt className="text-muted-foreground">{c.header}</dt>
                  <dd className="break-words">{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
