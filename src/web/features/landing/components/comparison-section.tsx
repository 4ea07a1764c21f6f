import { Card } from '@web/components/ui/card';
import { usePlans } from '@web/features/billing';
import { OFFER, offerFacts, type TOfferFacts } from '../lib/offer';

const comparisonRows = (facts: TOfferFacts): { topic: string; ours: string; theirs: string }[] => [
  {
    topic: 'Setup time',
    ours: `About ${OFFER.setupMinutes} minutes: paste a store URL. No developer needed.`,
    theirs: 'Often needs page selectors or custom scripts for each site.',
  },
  {
    topic: 'Shopify focus',
    ours: 'Built for Shopify: variants, compare-at prices, launches and store-wide sales.',
    theirs: "Watch web pages in general, without Shopify's product structure.",
  },
  {
    topic: 'Pricing',
    ours: `${facts.freeCompetitors ? `Free plan for ${facts.freeCompetitors}` : 'A free plan'}; ${
      facts.lowestPaidPrice
        ? `paid plans from ${facts.lowestPaidPrice}/month`
        : 'paid plans for more competitors'
    }.`,
    theirs: 'Varies by vendor.',
  },
  {
    topic: 'Support',
    ours: `Email support, with a reply ${OFFER.supportResponse}.`,
    theirs: 'Varies by vendor.',
  },
  {
    topic: 'Reliability',
    ours: 'Measured uptime on our status page, never a made-up figure.',
    theirs: 'Varies by vendor.',
  },
];

export function ComparisonSection() {
  const rows = comparisonRows(offerFacts(usePlans().data));
  return (
    <section aria-labelledby="compare-title" className="border-y border-border bg-card">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="compare-title" className="text-3xl font-bold">
            How Rivalwatch compares
          </h2>
          <p className="mt-3 text-muted-foreground">
            A plain comparison with general-purpose website monitoring tools.
          </p>
        </div>

        {/* Wide screens: a real table. */}
        <Card className="mt-10 hidden overflow-hidden md:block">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Rivalwatch compared with general-purpose monitoring tools</caption>
            <thead className="bg-muted text-foreground">
              <tr>
                <th scope="col" className="w-1/5 px-6 py-4 font-semibold">
                  <span className="sr-only">Topic</span>
                </th>
                <th scope="col" className="w-2/5 px-6 py-4 font-semibold text-primary">
                  Rivalwatch
                </th>
                <th scope="col" className="w-2/5 px-6 py-4 font-semibold text-muted-foreground">
                  General-purpose tools
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((r) => (
                <tr key={r.topic}>
                  <th scope="row" className="px-6 py-4 font-medium text-foreground">
                    {r.topic}
                  </th>
                  <td className="bg-primary-soft/40 px-6 py-4 text-foreground">{r.ours}</td>
                  <td className="px-6 py-4 text-muted-foreground">{r.theirs}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>

        {/* Narrow screens: one card per topic, nothing to scroll sideways. */}
        <ul className="mt-8 space-y-4 md:hidden">
          {rows.map((r) => (
            <li key={r.topic}>
              <Card className="p-5">
                <h3 className="font-semibold">{r.topic}</h3>
                <dl className="mt-3 space-y-3 text-sm">
                  <div>
                    <dt className="font-medium text-primary">Rivalwatch</dt>
                    <dd className="mt-0.5 text-foreground">{r.ours}</dd>
                  </div>
                  <div>
                    <dt className="font-medium text-muted-foreground">General-purpose tools</dt>
                    <dd className="mt-0.5 text-muted-foreground">{r.theirs}</dd>
                  </div>
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
