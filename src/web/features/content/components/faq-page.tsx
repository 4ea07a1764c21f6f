import { MessageCircleQuestion } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { paths } from '@web/lib/paths';
import { usePlans } from '@web/features/billing';
import { useClaimStatus, usePublicConfig } from '@web/features/status';
import { faqGroups } from '../lib/faq-items';
import { freeCompetitors, lowestPaidPrice } from '../lib/plan-facts';
import { Disclosure } from './disclosure';

/** /faq: public inside the site layout with a sign-up call to action; signed in inside the app layout, without it. */
export function FaqPage({ signedIn = false }: { signedIn?: boolean }) {
  const plans = usePlans().data;
  const supportEmail = usePublicConfig().data?.supportEmail;
  const statusOf = useClaimStatus();
  const freeLimit = freeCompetitors(plans);
  const fromPrice = lowestPaidPrice(plans);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title="Frequently Asked Questions"
        description="Plans, refresh times, alerts and your data, answered in plain words."
      />
      <div className="space-y-6">
        {faqGroups({ plans, supportEmail, statusOf }).map((group) => (
          <section key={group.title} aria-labelledby={`faq-${slug(group.title)}`}>
            <Card>
              <CardContent className="pb-2 pt-5 sm:pb-2 sm:pt-6">
                <h2
                  id={`faq-${slug(group.title)}`}
                  className="text-sm font-semibold uppercase tracking-wide text-primary"
                >
                  {group.title}
                </h2>
                <div className="mt-1">
                  {group.items.map((item) => (
                    <Disclosure key={item.question} summary={item.question}>
                      {item.answer}
                    </Disclosure>
                  ))}
                </div>
              </CardContent>
            </Card>
          </section>
        ))}
      </div>

      <Card className="mt-8 bg-primary-soft">
        <CardContent className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div className="flex items-start gap-3">
            <MessageCircleQuestion className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <div>
              <h2 className="font-semibold">
                {signedIn ? 'Still have a question?' : 'Ready to watch your competitors?'}
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">
                {signedIn
                  ? 'Our team replies within 24 hours.'
                  : `Start free with ${freeLimit ? `${freeLimit} and ` : ''}no credit card.${
                      fromPrice ? ` Paid plans from ${fromPrice}/month.` : ''
                    }`}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2 sm:shrink-0">
            {signedIn ? null : (
              <Button asChild>
                <Link to={paths.authSignUp()}>Get Started Free</Link>
              </Button>
            )}
            <Button asChild variant="secondary">
              <Link to={paths.contact}>Contact Support</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}
