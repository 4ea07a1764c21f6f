import { Activity, BookOpen, Clock, Mail, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { paths } from '@web/lib/paths';
import { usePublicConfig } from '@web/features/status';
import { categoryOptions } from '../lib/contact-options';

function InfoRow(props: { icon: LucideIcon; title: string; children: ReactNode }) {
  const Icon = props.icon;
  return (
    <li className="flex items-start gap-3">
      <span className="rounded-lg bg-primary-soft p-2 text-primary">
        <Icon className="size-4" aria-hidden />
      </span>
      <div className="min-w-0 text-sm">
        <p className="font-medium text-foreground">{props.title}</p>
        <div className="text-muted-foreground">{props.children}</div>
      </div>
    </li>
  );
}

const linkClass = 'font-medium text-primary hover:underline';

/** The cards beside the form: how to reach us, what to expect, where else to look. */
export function ContactSideCards() {
  const config = usePublicConfig();
  const supportEmail = config.data?.supportEmail;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Get in touch</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-4">
            <InfoRow icon={Mail} title="Email support">
              {supportEmail ? (
                <a href={`mailto:${supportEmail}`} className={`${linkClass} break-all`}>
                  {supportEmail}
                </a>
              ) : config.isPending ? (
                // Holds the address's line so the card does not shift when it arrives.
                <span
                  className="mt-0.5 block h-4 w-40 max-w-full animate-pulse rounded bg-muted"
                  aria-hidden
                />
              ) : (
                'Use the form on this page.'
              )}
            </InfoRow>
            <InfoRow icon={Clock} title="Response time">
              We reply within 24 hours.
            </InfoRow>
            <InfoRow icon={Activity} title="System status">
              Checking whether something is down?{' '}
              <Link to={paths.status} className={linkClass}>
                See the status page
              </Link>
            </InfoRow>
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="text-base">Categories</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="space-y-2.5 text-sm">
            {categoryOptions.map((c) => (
              <li key={c.value}>
                <span className="font-medium text-foreground">{c.label}</span>
                <span className="block text-muted-foreground">{c.hint}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2 text-base">
            <BookOpen className="size-4 text-primary" aria-hidden /> Quick help
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm text-muted-foreground">
          <p>
            Many answers are already written up: plans, refresh times, alerts and exports are covered in the{' '}
            <Link to={paths.faq} className={linkClass}>
              FAQ
            </Link>
            , and setup steps and common issues in the{' '}
            <Link to={paths.support} className={linkClass}>
              Support Center
            </Link>
            .
          </p>
          <Badge variant="secondary">Documentation coming soon</Badge>
        </CardContent>
      </Card>
    </div>
  );
}
