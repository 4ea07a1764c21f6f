import type { TIncidentUpdate, TStatusIncident } from '@shared/contracts/status';
import { Badge } from '@web/components/ui/badge';

export const INCIDENT_STEP_LABELS = {
  investigating: 'Investigating',
  identified: 'Identified',
  monitoring: 'Monitoring',
  resolved: 'Resolved',
};
const when = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
});

/** Incidents with their update timeline, newest update first. */
export function IncidentList({ incidents, empty }: { incidents: TStatusIncident[]; empty: string }) {
  if (incidents.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="space-y-5">
      {incidents.map((i) => (
        <li key={i.id} className="space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">{i.title}</h3>
            {/* Critical shows as destructive, the others as secondary (docs/product-rules.md R38). */}
            <Badge variant={i.severity === 'critical' ? 'destructive' : 'secondary'}>{i.severity}</Badge>
            {i.automatic ? <Badge variant="outline">automatic</Badge> : null}
          </div>
          <IncidentTimeline updates={i.updates} />
        </li>
      ))}
    </ul>
  );
}

/** An incident's public updates as a timeline, newest first. */
export function IncidentTimeline({ updates }: { updates: TIncidentUpdate[] }) {
  return (
    <ol aria-label="Updates" className="space-y-2 border-l-2 border-border pl-4">
      {updates.map((u) => (
        <li key={`${u.at}-${u.status}`} className="text-sm">
          <p>
            <span className="font-medium">{INCIDENT_STEP_LABELS[u.status]}</span>{' '}
            <time dateTime={u.at} className="text-muted-foreground">
              {when.format(new Date(u.at))}
            </time>
          </p>
          <p className="break-words whitespace-pre-wrap text-muted-foreground">{u.message}</p>
        </li>
      ))}
    </ol>
  );
}
