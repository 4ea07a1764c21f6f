import type { TStatusIncident } from '@shared/contracts/status';
import { Badge } from '@web/components/ui/badge';

const STEP = {
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
          <ol className="space-y-2 border-l-2 border-border pl-4">
            {i.updates.map((u) => (
              <li key={`${u.at}-${u.status}`} className="text-sm">
                <p>
                  <span className="font-medium">{STEP[u.status]}</span>{' '}
                  <time dateTime={u.at} className="text-muted-foreground">
                    {when.format(new Date(u.at))}
                  </time>
                </p>
                <p className="text-muted-foreground">{u.message}</p>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  );
}
