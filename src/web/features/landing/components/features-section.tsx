import { Bell, Check, Store, TrendingUp, type LucideIcon } from 'lucide-react';
import { FEATURE_CLAIMS, claimNames, type TClaimId } from '@shared/claims/feature-claims';
import { PLAN_LABELS } from '@shared/constants/plans';
import { upperFirst } from '@shared/format';
import { Card, CardContent } from '@web/components/ui/card';
import { useClaimStatus } from '@web/features/status';

/** A point of a card: a feature claim (shown only while in force, with its plan when asked), or plain copy. */
type TPoint = string | { claim: TClaimId; withPlan?: boolean };

const features: { icon: LucideIcon; title: string; text: string; points: TPoint[] }[] = [
  {
    icon: Store,
    title: 'Competitor Tracking',
    text: FEATURE_CLAIMS.competitorTracking.text,
    points: [{ claim: 'launchMonitoring' }, 'Stock changes for every variant', 'Only public store data'],
  },
  {
    icon: TrendingUp,
    title: 'Price Monitoring',
    text: FEATURE_CLAIMS.priceHistory.text,
    points: [
      { claim: 'priceHistory' },
      { claim: 'discountTracking' },
      'Price positioning across your competitors',
    ],
  },
  {
    icon: Bell,
    title: 'Smart Alerts',
    text: 'Rule-based insights that tell you what happened, not guesses about why.',
    points: [
      'Store-wide sale detection',
      { claim: 'emailAlerts', withPlan: true },
      { claim: 'slackAlerts', withPlan: true },
    ],
  },
];

function pointText(point: Exclude<TPoint, string>): string {
  const claim = FEATURE_CLAIMS[point.claim];
  if (!point.withPlan) return claim.title;
  return `${claim.title} ${claim.plan === 'pro' ? `on ${PLAN_LABELS.pro}` : 'on every plan'}`;
}

/** The Pro features the page names under the cards, those in force only. */
const PRO_CLAIMS = ['bulkExport', 'slackAlerts', 'webhooks'] as const satisfies readonly TClaimId[];

export function FeaturesSection() {
  const statusOf = useClaimStatus();
  const shown = (point: TPoint) => typeof point === 'string' || statusOf(point.claim) === 'available';
  const pro = PRO_CLAIMS.filter((id) => statusOf(id) === 'available');
  return (
    <section aria-labelledby="features-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="features-title" className="text-3xl font-bold">
          Everything you need to keep up
        </h2>
        <p className="mt-3 text-muted-foreground">
          Rivalwatch reads competitor stores for you and points out exactly what changed: prices, discounts,
          stock and new products.
        </p>
      </div>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {features.map(({ icon: Icon, title, text, points }) => (
          <Card key={title} className="h-full">
            <CardContent className="p-6 sm:p-6">
              <span className="inline-flex rounded-lg bg-primary-soft p-2.5 text-primary">
                <Icon className="size-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              <ul className="mt-4 space-y-2 text-sm">
                {points.filter(shown).map((p) => {
                  const text = typeof p === 'string' ? p : pointText(p);
                  return (
                    <li
                      key={text}
                      data-claim={typeof p === 'string' ? undefined : p.claim}
                      className="flex items-start gap-2"
                    >
                      <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden /> {text}
                    </li>
                  );
                })}
              </ul>
            </CardContent>
          </Card>
        ))}
      </div>
      {pro.length ? (
        <p className="mt-8 text-center text-sm text-muted-foreground" data-claim={pro.join(' ')}>
          {upperFirst(claimNames(pro))} {pro.length > 1 ? 'are' : 'is'} included in the {PLAN_LABELS.pro}{' '}
          plan.
        </p>
      ) : null}
    </section>
  );
}
