import { Bell, Check, Store, TrendingUp, type LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@web/components/ui/card';

const features: { icon: LucideIcon; title: string; text: string; points: string[] }[] = [
  {
    icon: Store,
    title: 'Competitor Tracking',
    text: "Every competitor's public catalogue in one place, kept up to date for you.",
    points: ['New product launch monitoring', 'Stock changes for every variant', 'Only public store data'],
  },
  {
    icon: TrendingUp,
    title: 'Price Monitoring',
    text: 'Each price and compare-at price is recorded per variant, so you see what changed and when.',
    points: [
      'Price history for every variant',
      'Discounts started, deepened or ended',
      'Price positioning across your competitors',
    ],
  },
  {
    icon: Bell,
    title: 'Smart Alerts',
    text: 'Rule-based insights that tell you what happened, not guesses about why.',
    points: ['Store-wide sale detection', 'Email alerts on every plan', 'Slack alerts on Pro'],
  },
];

export function FeaturesSection() {
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
                {points.map((p) => (
                  <li key={p} className="flex items-start gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden /> {p}
                  </li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ))}
      </div>
      <p className="mt-8 text-center text-sm text-muted-foreground">
        CSV export and Slack alerts are included in the Pro plan.
      </p>
    </section>
  );
}
