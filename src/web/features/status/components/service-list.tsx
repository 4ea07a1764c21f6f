import { CreditCard, Database, Mail, MessageSquare, Search, Server, type LucideIcon } from 'lucide-react';
import type { TStatusService } from '@shared/contracts/status';
import { Badge } from '@web/components/ui/badge';
import { stateLabel, stateVariant } from '../lib/format-status';
import { DayBars } from './day-bars';
import { UptimeSummary } from './uptime-summary';

const ICONS: Record<string, LucideIcon> = {
  server: Server,
  database: Database,
  search: Search,
  mail: Mail,
  'message-square': MessageSquare,
  'credit-card': CreditCard,
};

/** Each service: its state, its last response time, its uptime and its 90-day bar. */
export function ServiceList({ services }: { services: TStatusService[] }) {
  return (
    <ul aria-label="Services" className="divide-y divide-border">
      {services.map((s) => {
        const Icon = ICONS[s.icon] ?? Server;
        return (
          <li key={s.key} className="space-y-3 py-4 first:pt-0 last:pb-0">
            <div className="flex flex-wrap items-center gap-3">
              <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="font-medium">{s.name}</p>
                <p className="text-sm text-muted-foreground">{s.description}</p>
              </div>
              {s.responseTime !== null ? (
                <span className="text-sm tabular-nums text-muted-foreground">{s.responseTime} ms</span>
              ) : null}
              <Badge variant={stateVariant(s.status)}>{stateLabel(s.status)}</Badge>
            </div>
            {s.status !== 'not_configured' && s.days.length > 0 ? (
              <>
                <DayBars name={s.name} days={s.days} />
                <UptimeSummary uptime={s.uptime} compact />
              </>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
