import type { TPublicReport } from '@shared/contracts/outreach';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';

const money = (value: string | null, currency: string | null) =>
  value === null ? '—' : `${Number(value).toFixed(2)}${currency ? ` ${currency}` : ''}`;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-card border border-border bg-card p-4">
      <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</p>
      <p className="mt-1 text-xl font-semibold">{value}</p>
    </div>
  );
}

function List({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="list-disc space-y-2 pl-5 text-sm">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/**
 * A competitive report as both the operator and the lead see it (docs/product-rules.md R103): plain figures, lists
 * and tables, no chart library. A report with too few stores says so and shows no market figures.
 */
export function ReportView({ report }: { report: TPublicReport }) {
  const generated = report.status === 'generated';
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>{report.basis}</span>
        {report.currency ? <Badge variant="outline">Prices in {report.currency}</Badge> : null}
        <span>· Generated {new Date(report.generatedAt).toLocaleDateString()}</span>
      </div>

      {report.message ? (
        <div role="note" className="rounded-card border border-warning/30 bg-warning-soft p-4 text-sm">
          {report.message}
        </div>
      ) : null}

      {generated ? (
        <>
          <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
            <Figure label="Competitors" value={String(report.competitorCount)} />
            <Figure label="Average price" value={money(report.avgMarketPrice, report.currency)} />
            <Figure label="Lowest price" value={money(report.priceRangeMin, report.currency)} />
            <Figure label="Highest price" value={money(report.priceRangeMax, report.currency)} />
          </div>
          {report.marketPositioning ? (
            <Card>
              <CardHeader>
                <CardTitle>Market positioning</CardTitle>
              </CardHeader>
              <CardContent>
                <p className="text-sm">{report.marketPositioning}</p>
              </CardContent>
            </Card>
          ) : null}
          <List title="Opportunities" items={report.opportunities} />
          <List title="Recommendations" items={report.recommendations} />
          {report.commonProductTypes.length ? (
            <Card>
              <CardHeader>
                <CardTitle>Common product types</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="flex flex-wrap gap-2">
                  {report.commonProductTypes.map((t) => (
                    <li key={t.type}>
                      <Badge variant="secondary">
                        {t.type} · {t.count}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          ) : null}
        </>
      ) : null}

      {report.competitors.length ? (
        <section aria-labelledby="report-competitors" className="space-y-3">
          <h2 id="report-competitors" className="text-lg font-semibold">
            Competitors
          </h2>
          {report.competitors.map((c) => (
            <Card key={c.website}>
              <CardHeader>
                <CardTitle>{c.name}</CardTitle>
                <p className="text-sm text-muted-foreground">
                  <a className="underline" href={c.website} target="_blank" rel="noreferrer noopener">
                    {c.website}
                  </a>{' '}
                  · {c.productCount} products · average {money(c.avgPrice, report.currency)}
                  {c.lastUpdated ? ` · checked ${new Date(c.lastUpdated).toLocaleDateString()}` : ''}
                </p>
              </CardHeader>
              {c.products.length ? (
                <CardContent>
                  <div className="overflow-x-auto">
                    <table className="w-full text-left text-sm">
                      <thead className="text-xs uppercase text-muted-foreground">
                        <tr>
                          <th className="py-2 pr-3 font-medium">Product</th>
                          <th className="py-2 pr-3 font-medium">Price</th>
                          <th className="py-2 font-medium">Stock</th>
                        </tr>
                      </thead>
                      <tbody>
                        {c.products.map((p) => (
                          <tr key={p.url} className="border-t border-border">
                            <td className="py-2 pr-3">
                              <a className="underline" href={p.url} target="_blank" rel="noreferrer noopener">
                                {p.name}
                              </a>
                            </td>
                            <td className="whitespace-nowrap py-2 pr-3">
                              {money(p.price, report.currency)}
                              {p.compareAtPrice && p.price && Number(p.compareAtPrice) > Number(p.price) ? (
                                <span className="ml-1 text-xs text-muted-foreground line-through">
                                  {money(p.compareAtPrice, report.currency)}
                                </span>
                              ) : null}
                            </td>
                            <td className="py-2">
                              {p.availability === 'in_stock' ? 'In stock' : 'Out of stock'}
                            </td>
                          </tr>
                        ))}
                      </tbody>
                    </table>
                  </div>
                </CardContent>
              ) : null}
            </Card>
          ))}
        </section>
      ) : (
        <p className="text-sm text-muted-foreground">No data yet: no monitored store matches this store.</p>
      )}
    </div>
  );
}
