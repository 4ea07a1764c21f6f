import { ArrowRight, BellRing, Check, Link2, PlayCircle, ScanSearch, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { paths } from '@web/lib/paths';
import { usePlans } from '@web/features/billing';
import { OFFER, offerFacts } from '../lib/offer';

const steps: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Link2,
    title: "Paste a competitor's store URL",
    text: 'A .myshopify.com address or their own domain. We check it is a Shopify store.',
  },
  {
    icon: ScanSearch,
    title: 'We read its public catalogue',
    text: 'Products, variants, prices, stock and launches. Only public store data, nothing private.',
  },
  {
    icon: BellRing,
    title: 'You get the changes that matter',
    text: 'Price moves, new discounts, launches and store-wide sales, by email, or Slack on Pro.',
  },
];

export function HeroSection() {
  const facts = offerFacts(usePlans().data);
  // Until the plans answer (or if they never do), each line keeps its place without a figure.
  const highlights = {
    free: facts.freeCompetitors ? `Free plan: ${facts.freeCompetitors}` : 'Free plan',
    card: 'No credit card required',
    paid: facts.lowestPaidPrice ? `Plans from ${facts.lowestPaidPrice}/month` : 'Upgrade when you need more',
  };
  return (
    <section className="bg-gradient-to-b from-primary-soft to-background">
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div>
          <Badge className="border border-primary/20 bg-card">Built for Shopify store owners</Badge>
          <h1 className="mt-4 text-4xl font-bold leading-tight text-balance sm:text-5xl">
            Know what your competitors change, <span className="text-primary">without checking by hand</span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground">
            Rivalwatch watches your competitors' Shopify stores and tells you when they move prices, start a
            sale or launch a product. Set up in {OFFER.setupMinutes} minutes, no developer needed.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.authSignUp()}>
                Start Free Trial <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link to={paths.urlValidationDemo}>
                <PlayCircle aria-hidden /> Try Demo
              </Link>
            </Button>
          </div>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted-foreground">
            {Object.entries(highlights).map(([id, item]) => (
              <li key={id} className="flex items-center gap-1.5">
                <Check className="size-4 text-success" aria-hidden /> {item}
              </li>
            ))}
          </ul>
        </div>

        <Card className="shadow-md">
          <CardContent className="p-6 sm:p-8">
            <h2 className="text-sm font-semibold uppercase tracking-wide text-primary">How it works</h2>
            <ol className="mt-5 space-y-6">
              {steps.map(({ icon: Icon, title, text }, i) => (
                <li key={title} className="flex gap-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                    <Icon className="size-5" aria-hidden />
                    <span className="sr-only">Step {i + 1}</span>
                  </span>
                  <div>
                    <p className="font-semibold">{title}</p>
                    <p className="mt-0.5 text-sm text-muted-foreground">{text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <p className="mt-6 border-t border-border pt-4 text-xs text-muted-foreground">
              {facts.refresh
                ? `Stores refresh ${facts.refresh}.`
                : 'How often stores refresh depends on the plan.'}
            </p>
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
