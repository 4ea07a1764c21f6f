import { KeyRound, Power, Webhook, type LucideIcon } from 'lucide-react';
import type { TN8nConfig } from '@shared/contracts/delivery';
import { Badge } from '@web/components/ui/badge';
import { Card } from '@web/components/ui/card';

/** The three configuration cards: Enabled/Disabled, webhook Configured/Missing, API key Set/Optional. */
export function N8nConfigCards({ config }: { config: TN8nConfig }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
      <ConfigCard
        icon={Power}
        label="Integration"
        value={config.enabled ? 'Enabled' : 'Disabled'}
        good={config.enabled}
      />
      <ConfigCard
        icon={Webhook}
        label="Webhook URL"
        value={config.webhookConfigured ? 'Configured' : 'Missing'}
        good={config.webhookConfigured}
      />
      <ConfigCard
        icon={KeyRound}
        label="API Key"
        value={config.apiKeyConfigured ? 'Set' : 'Optional'}
        good={config.apiKeyConfigured}
        neutral
      />
    </div>
  );
}

function ConfigCard(props: {
  icon: LucideIcon;
  label: string;
  value: string;
  good: boolean;
  neutral?: boolean;
}) {
  const Icon = props.icon;
  const variant = props.good ? 'success' : props.neutral ? 'secondary' : 'destructive';
  return (
    <Card role="group" aria-label={props.label} className="flex items-center justify-between gap-3 p-5">
      <div className="flex min-w-0 items-center gap-3">
        <Icon className="size-5 shrink-0 text-primary" aria-hidden />
        <span className="text-sm font-medium">{props.label}</span>
      </div>
      <Badge variant={variant}>{props.value}</Badge>
    </Card>
  );
}
