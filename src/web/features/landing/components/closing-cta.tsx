import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { paths } from '@web/lib/paths';
import { usePlans } from '@web/features/billing';
import { offerFacts } from '../lib/offer';

export function ClosingCta() {
  const { freeCompetitors, lowestPaidPrice } = offerFacts(usePlans().data);
  return (
    <section aria-labelledby="cta-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20">
      <div className="rounded-card bg-primary px-6 py-12 text-center text-primary-foreground shadow-md sm:px-12">
        <h2 id="cta-title" className="text-3xl font-bold">
          Start watching your competitors today
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-primary-foreground/85">
          Start on the Free plan with {freeCompetitors ? `${freeCompetitors} and ` : ''}no credit card.
          Upgrade when you need more{lowestPaidPrice ? `, with plans from ${lowestPaidPrice}/month` : ''}.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="bg-white text-primary hover:bg-primary-soft">
            <Link to={paths.authSignUp()}>
              Start Free Trial <ArrowRight aria-hidden />
            </Link>
          </Button>
          <Button
            asChild
            size="lg"
            variant="ghost"
            className="border border-white/40 text-primary-foreground hover:bg-white/10"
          >
            <Link to={paths.urlValidationDemo}>Try Demo</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
