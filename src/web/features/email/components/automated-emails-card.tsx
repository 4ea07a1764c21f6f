import { CalendarClock } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';

const AUTOMATED = [
  { type: 'welcome', when: 'Sent immediately when you create your account.' },
  {
    type: 'activation_nudge',
    when: "Sent to users who haven't added a competitor yet, with the steps to start monitoring.",
  },
  { type: 'education_day5', when: 'Sent on day 5: how to read price changes and act on them.' },
  {
    type: 'upgrade_cta_day7',
    when: 'Sent on day 7: an offer to upgrade, with what Starter and Pro add (more stores, daily or real-time alerts, Slack alerts and CSV export on Pro).',
  },
  { type: 'first_competitor', when: 'Congratulates you when you add your first competitor.' },
  { type: 'setup_alerts', when: 'A guide to setting up the alerts you want.' },
  {
    type: 'week_summary',
    when: "Once a week, on the day and hour set in Rivalwatch's schedule: a summary of your competitors' changes that week.",
  },
] as const;

/** What Rivalwatch sends by itself, so the user knows what to expect in their inbox. */
export function AutomatedEmailsCard() {
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <CalendarClock className="size-5 text-primary" aria-hidden />
          <CardTitle>Automated Emails</CardTitle>
        </div>
        <CardDescription>Emails Rivalwatch sends on its own, at most once per occasion.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        <dl className="space-y-3">
          {AUTOMATED.map(({ type, when }) => (
            <div key={type}>
              <dt>
                <code className="rounded bg-muted px-1.5 py-0.5 text-xs font-semibold">{type}</code>
              </dt>
              <dd className="mt-1 text-muted-foreground">{when}</dd>
            </div>
          ))}
        </dl>
        <p className="border-t border-border pt-4 text-muted-foreground">
          <span className="font-medium text-foreground">Automated nudges</span> go out every Tuesday and
          Friday to inactive users. Turn email notifications off in Settings, or use the unsubscribe link in
          any of these emails, to stop them.
        </p>
      </CardContent>
    </Card>
  );
}
