import type { TCompetitor } from '@shared/contracts/competitors';
import { formatCount } from '@shared/format';
import { Card } from '@web/components/ui/card';
import { CompetitorActions, type TCompetitorActionHandlers } from './competitor-actions';
import { CompetitorStatus } from './competitor-status';
import { LastScraped } from './last-scraped';
import { StoreLink } from './store-link';

type TListProps = TCompetitorActionHandlers & { competitors: TCompetitor[] };

const headings = ['Store Name', 'Domain', 'Status', 'Products', 'Last Scraped', 'Actions'];

/** A table from 1024 px up (the sidebar takes 16rem of the width), cards below. */
export function CompetitorList(props: TListProps) {
  return (
    <>
      <CompetitorTable {...props} />
      <CompetitorCards {...props} />
    </>
  );
}

function CompetitorTable({ competitors, ...actions }: TListProps) {
  return (
    <Card className="hidden overflow-x-auto lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Your competitors</caption>
        <thead className="border-b border-border bg-muted/60 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {headings.map((h) => (
              <th
                key={h}
                scope="col"
                className={`px-4 py-3 font-medium ${h === 'Products' ? 'text-right' : ''}`}
              >
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {competitors.map((c) => (
            <tr key={c.id} className="align-top">
              <th scope="row" className="max-w-48 px-4 py-3 font-semibold break-words">
                {c.name}
                <AddedBy competitor={c} />
              </th>
              <td className="max-w-52 px-4 py-3">
                <StoreLink competitor={c} />
              </td>
              <td className="px-4 py-3">
                <CompetitorStatus competitor={c} className="w-56" />
              </td>
              <td className="px-4 py-3 text-right tabular-nums">{formatCount(c.productCount)}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <LastScraped value={c.lastScraped} />
              </td>
              <td className="px-4 py-2">
                <CompetitorActions competitor={c} {...actions} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

/** Who added the competitor, in an account that several people share (docs/product-rules.md R24). */
function AddedBy({ competitor }: { competitor: TCompetitor }) {
  if (!competitor.addedBy) return null;
  return <p className="text-xs font-normal text-muted-foreground">Added by {competitor.addedBy}</p>;
}

function CompetitorCards({ competitors, ...actions }: TListProps) {
  return (
    <ul aria-label="Your competitors" className="space-y-3 lg:hidden">
      {competitors.map((c) => (
        <li key={c.id}>
          <Card className="p-4">
            <h2 className="font-semibold break-words">{c.name}</h2>
            <AddedBy competitor={c} />
            <div className="mt-0.5 text-sm">
              <StoreLink competitor={c} />
            </div>
            <CompetitorStatus competitor={c} className="mt-3" />
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">Products</dt>
                <dd className="font-medium tabular-nums">{formatCount(c.productCount)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Last Scraped</dt>
                <dd className="font-medium">
                  <LastScraped value={c.lastScraped} />
                </dd>
              </div>
            </dl>
            <div className="mt-3 flex justify-end border-t border-border pt-3">
              <CompetitorActions competitor={c} {...actions} />
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
