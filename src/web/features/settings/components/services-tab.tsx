import { Mail, MessageSquare, Workflow, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { PageLoader } from '@web/components/ui/spinner';
import { ErrorState } from '@web/components/ui/states';
import { paths } from '@web/lib/paths';
import { useOperatorServices } from '@web/features/admin/services';

/**
 * Admin only (labelled Services): the operator-level connections. They are set by environment variables, so this
 * tab shows what is on and what to set, never a secret.
 */
export function ServicesTab() {
  const services = useOperatorServices();
  if (services.isPending) return <PageLoader label="Loading services..." />;
  if (services.isError)
    return (
      <ErrorState
        title="Failed to load services"
        error={services.error}
        onRetry={() => void services.refetch()}
      />
    );
  const { email, slackBot, n8n } = services.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Services</CardTitle>
        <CardDescription>
          Connections set by environment variables on the server. Change them there and restart the app.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border rounded-lg border border-border">
          <ServiceRow
            icon={Mail}
            name="Email"
            on={email.transport === 'smtp'}
            onLabel="SMTP"
            offLabel="Outbox"
            detail={
              email.transport === 'smtp' ? (
                <>Sent over SMTP (SMTP_URL) from {email.from}.</>
              ) : (
                <>
                  No SMTP_URL is set: emails are kept in the{' '}
                  <Link
                    to={paths.adminOutbox}
                    className="font-medium text-primary underline-offset-2 hover:underline"
                  >
                    outbox
                  </Link>
                  .
                </>
              )
            }
          />
          <ServiceRow
            icon={MessageSquare}
            name="Slack bot"
            on={slackBot.configured}
            onLabel="Connected"
            offLabel="Not set"
            detail={
              slackBot.configured ? (
                <>Posts to {slackBot.channel} for pro users without an incoming webhook of their own.</>
              ) : (
                <>
                  Optional: set SLACK_BOT_TOKEN and SLACK_CHANNEL. Pro users can add their own incoming
                  webhook.
                </>
              )
            }
          />
          <ServiceRow
            icon={Workflow}
            name="Workflow automation (n8n)"
            on={n8n.enabled}
            onLabel="Enabled"
            offLabel="Disabled"
            detail={
              n8n.enabled ? (
                <>
                  Events go to N8N_WEBHOOK_URL
                  {n8n.signingSecretConfigured
                    ? ', signed'
                    : ', unsigned (set N8N_WEBHOOK_SECRET to sign them)'}
                  {n8n.apiKeyConfigured ? ', with the API key' : ''}.{' '}
                  <Link
                    to={paths.n8n}
                    className="font-medium text-primary underline-offset-2 hover:underline"
                  >
                    Open the n8n page
                  </Link>
                </>
              ) : (
                <>
                  Set N8N_WEBHOOK_URL (and optionally N8N_API_KEY, N8N_WEBHOOK_SECRET) to send events to n8n.
                </>
              )
            }
          />
        </ul>
      </CardContent>
    </Card>
  );
}

function ServiceRow(props: {
  icon: LucideIcon;
  name: string;
  on: boolean;
  onLabel: string;
  offLabel: string;
  detail: ReactNode;
}) {
  const Icon = props.icon;
  return (
    <li aria-label={props.name} className="flex items-start gap-3 p-4">
      <Icon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{props.name}</span>
          <Badge variant={props.on ? 'success' : 'secondary'}>
            {props.on ? props.onLabel : props.offLabel}
          </Badge>
        </div>
        <p className="mt-1 text-sm break-words text-muted-foreground">{props.detail}</p>
      </div>
    </li>
  );
}
