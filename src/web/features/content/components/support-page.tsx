import {
  Activity,
  BookOpen,
  CheckCircle2,
  HelpCircle,
  Mail,
  MessageSquare,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ClaimBadge } from '@web/components/claims/claim-badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { paths } from '@web/lib/paths';
import { usePlans } from '@web/features/billing';
import { useClaimStatus, usePublicConfig } from '@web/features/status';
import { FEATURE_CLAIMS } from '@shared/claims/feature-claims';
import { faqGroups } from '../lib/faq-items';
import { ADVANCED_FEATURES, commonIssues, gettingStartedSteps } from '../lib/support-content';
import { Disclosure } from './disclosure';

/** How many of the FAQ's questions, the ones most people ask first, the Support Center repeats. */
const TOP_QUESTIONS = 6;

function ChannelCard(props: { icon: LucideIcon; title: string; text: string; action: ReactNode }) {
  const Icon = props.icon;
  return (
    <Card className="flex flex-col">
      <CardContent className="flex flex-1 gap-4 p-5 sm:flex-col sm:gap-0 sm:p-5">
        <span className="h-fit w-fit shrink-0 rounded-lg bg-primary-soft p-2 text-primary">
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="flex min-w-0 flex-1 flex-col">
          <h2 className="font-semibold sm:mt-3">{props.title}</h2>
          <p className="mt-1 flex-1 text-sm text-muted-foreground">{props.text}</p>
          <div className="mt-3 sm:mt-4">{props.action}</div>
        </div>
      </CardContent>
    </Card>
  );
}

/** /support: ways to reach us, setup steps, what is and is not available yet, common issues, top questions. */
export function SupportPage() {
  const plans = usePlans().data;
  const config = usePublicConfig();
  const statusOf = useClaimStatus();
  const supportEmail = config.data?.supportEmail;
  const topQuestions = faqGroups({ plans, supportEmail, statusOf })
    .flatMap((g) => g.items)
    .slice(0, TOP_QUESTIONS);
  return (
    <div>
      <PageHeader title="Support Center" description="Get set up, fix common problems, or reach our team." />

      <section aria-label="Ways to get help" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <ChannelCard
          icon={Mail}
          title="Email us"
          text="We reply within 24 hours."
          action={
            supportEmail ? (
              <a
                href={`mailto:${supportEmail}`}
                className="break-all text-sm font-medium text-primary hover:underline"
              >
                {supportEmail}
              </a>
            ) : config.isPending ? (
              // Holds the address's line so the cards do not shift when it arrives.
              <span className="block h-5 w-40 max-w-full animate-pulse rounded bg-muted" aria-hidden />
            ) : (
              <Link to={paths.contact} className="text-sm font-medium text-primary hover:underline">
                Write to us through the contact form
              </Link>
            )
          }
        />
        <ChannelCard
          icon={MessageSquare}
          title="Contact form"
          text="Pick a category and priority so your request reaches the right place."
          action={
            <Button asChild variant="secondary" size="sm">
              <Link to={paths.contact}>Open the form</Link>
            </Button>
          }
        />
        <ChannelCard
          icon={HelpCircle}
          title="FAQ"
          text="Plans, refresh times, alerts and exports, answered."
          action={
            <Button asChild variant="secondary" size="sm">
              <Link to={paths.faq}>Read the FAQ</Link>
            </Button>
          }
        />
        <ChannelCard
          icon={Activity}
          title="System status"
          text="Measured health of our services and any open incidents."
          action={
            <Button asChild variant="secondary" size="sm">
              <Link to={paths.status}>View status</Link>
            </Button>
          }
        />
      </section>

      <div className="mt-8 grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Getting started</CardTitle>
            <CardDescription>From sign-up to your first alert in about 5 minutes.</CardDescription>
          </CardHeader>
          <CardContent>
            <ol className="space-y-4">
              {gettingStartedSteps(plans).map((step, i) => (
                <li key={step.title} className="flex gap-3">
                  <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft text-sm font-semibold text-primary">
                    {i + 1}
                  </span>
                  <div className="text-sm">
                    <p className="font-medium text-foreground">{step.title}</p>
                    <p className="text-muted-foreground">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Advanced features</CardTitle>
            <CardDescription>Integrations and tools beyond the dashboard.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="divide-y divide-border">
              {ADVANCED_FEATURES.map((id) => {
                const claim = FEATURE_CLAIMS[id];
                const status = statusOf(id);
                return (
                  <li
                    key={id}
                    data-claim={id}
                    data-claim-status={status}
                    className="flex gap-3 py-3 text-sm first:pt-0 last:pb-0"
                  >
                    <CheckCircle2
                      className={
                        status === 'coming'
                          ? 'mt-0.5 size-4 shrink-0 text-slate-300'
                          : 'mt-0.5 size-4 shrink-0 text-success'
                      }
                      aria-hidden
                    />
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                        <p className="font-medium text-foreground">{claim.title}</p>
                        <ClaimBadge plan={claim.plan} status={status} />
                      </div>
                      <p className="mt-0.5 text-muted-foreground">{claim.text}</p>
                    </div>
                  </li>
                );
              })}
            </ul>
          </CardContent>
        </Card>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Common issues</CardTitle>
          </CardHeader>
          <CardContent>
            {commonIssues(plans).map((issue) => (
              <Disclosure key={issue.question} summary={issue.question}>
                {issue.answer}
              </Disclosure>
            ))}
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Frequently asked</CardTitle>
          </CardHeader>
          <CardContent>
            {topQuestions.map((item) => (
              <Disclosure key={item.question} summary={item.question}>
                {item.answer}
              </Disclosure>
            ))}
            <Button asChild variant="link" className="mt-3 px-0">
              <Link to={paths.faq}>
                <BookOpen aria-hidden /> See all questions
              </Link>
            </Button>
          </CardContent>
        </Card>
      </div>

      <p className="mt-8 text-center text-sm text-muted-foreground">
        Something not covered here?{' '}
        <Link to={paths.contact} className="font-medium text-primary hover:underline">
          Send us a message
        </Link>{' '}
        and we will get back to you within 24 hours.
      </p>
    </div>
  );
}
