import { useState, type FormEvent } from 'react';
import { INCIDENT_STATUSES, type TIncidentStatus, type TStatusIncident } from '@shared/contracts/status';
import { SERVICE_INFO } from '@shared/constants/status-services';
import { fullDateTime } from '@shared/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect, Textarea } from '@web/components/ui/input';
import { INCIDENT_STEP_LABELS, IncidentTimeline } from '@web/features/status';
import { useUpdateIncident } from '../api/update-incident';

/** One incident: its fields, its public timeline and, while open, the next step (docs/product-rules.md R80). */
export function IncidentCard({ incident }: { incident: TStatusIncident }) {
  const i = incident;
  return (
    <Card>
      <CardContent className="space-y-4 pt-5 sm:pt-6">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold break-words">{i.title}</h3>
            {/* Critical shows as destructive, the others as secondary (docs/product-rules.md R80). */}
            <Badge variant={i.severity === 'critical' ? 'destructive' : 'secondary'}>{i.severity}</Badge>
            <Badge variant={i.status === 'resolved' ? 'success' : 'warning'}>
              {INCIDENT_STEP_LABELS[i.status]}
            </Badge>
            {i.automatic ? <Badge variant="outline">automatic</Badge> : null}
          </div>
          <p className="text-sm text-muted-foreground">
            {i.services.map((s) => SERVICE_INFO[s].name).join(', ')} · started {fullDateTime(i.startedAt)}
            {i.resolvedAt ? ` · resolved ${fullDateTime(i.resolvedAt)}` : ''}
          </p>
        </div>
        <IncidentTimeline updates={i.updates} />
        {i.status === 'resolved' ? null : <UpdateForm incident={i} />}
      </CardContent>
    </Card>
  );
}

/** The next step: a status no earlier than the current one, and the public message that goes with it. */
function UpdateForm({ incident }: { incident: TStatusIncident }) {
  const later = INCIDENT_STATUSES.slice(INCIDENT_STATUSES.indexOf(incident.status));
  const [status, setStatus] = useState<TIncidentStatus>(incident.status);
  const [message, setMessage] = useState('');
  const [tried, setTried] = useState(false);
  const update = useUpdateIncident();
  const error = tried && !message.trim() ? 'A public message is required' : undefined;
  const send = (next: TIncidentStatus) => {
    setTried(true);
    if (!message.trim()) return;
    update.mutate(
      { id: incident.id, patch: { status: next, message } },
      {
        onSuccess: () => {
          setMessage('');
          setTried(false);
        },
      },
    );
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send(status);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="space-y-3 border-t border-border pt-4"
      aria-label={`Update ${incident.title}`}
    >
      <FormField label="Status">
        <NativeSelect
          value={status}
          onChange={(e) => setStatus(e.target.value as TIncidentStatus)}
          className="sm:max-w-xs"
        >
          {later.map((s) => (
            <option key={s} value={s}>
              {INCIDENT_STEP_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Public update" error={error}>
        <Textarea
          value={message}
          maxLength={5000}
          onChange={(e) => setMessage(e.target.value)}
          className="min-h-20"
          placeholder="What changed since the last update."
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Posting...' : 'Post Update'}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={update.isPending}
          onClick={() => send('resolved')}
        >
          Resolve
        </Button>
      </div>
    </form>
  );
}
