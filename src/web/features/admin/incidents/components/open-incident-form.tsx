import { useState, type FormEvent } from 'react';
import {
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  type TIncidentSeverity,
  type TIncidentStatus,
  type TServiceKey,
} from '@shared/contracts/status';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { INCIDENT_STEP_LABELS } from '@web/features/status';
import { useOpenIncident } from '../api/open-incident';
import { ServicePicker } from './service-picker';

type TOpenStatus = Exclude<TIncidentStatus, 'resolved'>;
const OPEN_STATUSES = INCIDENT_STATUSES.filter((s): s is TOpenStatus => s !== 'resolved');
const empty = {
  title: '',
  severity: 'minor' as TIncidentSeverity,
  status: 'investigating' as TOpenStatus,
  services: [] as TServiceKey[],
  message: '',
};

/** Opens an incident: title, severity, affected services and the first public message (R80). */
export function OpenIncidentForm() {
  const [form, setForm] = useState(empty);
  const [tried, setTried] = useState(false);
  const open = useOpenIncident();
  const errors = {
    title: form.title.trim() ? undefined : 'Title is required',
    services: form.services.length ? undefined : 'Pick at least one service',
    message: form.message.trim() ? undefined : 'A public message is required',
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (errors.title || errors.services || errors.message) return;
    open.mutate(form, {
      onSuccess: () => {
        setForm(empty);
        setTried(false);
      },
    });
  };
  const shown = (error: string | undefined) => (tried ? error : undefined);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Open an incident</CardTitle>
        <CardDescription>
          Shown on the status page at once; confirmed subscribers are emailed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Open an incident">
          <FormField label="Title" error={shown(errors.title)}>
            <Input
              value={form.title}
              maxLength={200}
              onChange={(e) => setForm({ ...form, title: e.target.value })}
              placeholder="Slow price updates"
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Severity">
              <NativeSelect
                value={form.severity}
                onChange={(e) => setForm({ ...form, severity: e.target.value as TIncidentSeverity })}
              >
                {INCIDENT_SEVERITIES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Status">
              <NativeSelect
                value={form.status}
                onChange={(e) => setForm({ ...form, status: e.target.value as TOpenStatus })}
              >
                {OPEN_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {INCIDENT_STEP_LABELS[s]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <ServicePicker
            legend="Affected services"
            value={form.services}
            onChange={(services) => setForm({ ...form, services })}
            error={shown(errors.services)}
          />
          <FormField label="Public message" error={shown(errors.message)}>
            <Textarea
              value={form.message}
              maxLength={5000}
              onChange={(e) => setForm({ ...form, message: e.target.value })}
              placeholder="What customers notice, and what we are doing about it."
            />
          </FormField>
          <Button type="submit" disabled={open.isPending}>
            {open.isPending ? 'Opening...' : 'Open Incident'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
