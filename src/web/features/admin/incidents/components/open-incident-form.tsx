import type { FormEvent } from 'react';
import {
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
  type TIncidentSeverity,
  type TIncidentStatus,
  type TServiceKey,
} from '@shared/contracts/status';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/input';
import { INCIDENT_STEP_LABELS } from '@web/features/status';
import { useOpenIncident } from '../api/open-incident';
import { NoticeForm, useNoticeForm } from './notice-form';

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
  const notice = useNoticeForm(empty);
  const { form, setForm, errors } = notice;
  const open = useOpenIncident();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    notice.markTried();
    if (errors.title || errors.services || errors.message) return;
    open.mutate(form, { onSuccess: notice.reset });
  };
  return (
    <NoticeForm
      notice={notice}
      heading="Open an incident"
      description="Shown on the status page at once; confirmed subscribers are emailed."
      onSubmit={submit}
      titleLabel="Title"
      titlePlaceholder="Slow price updates"
      servicesLegend="Affected services"
      messageLabel="Public message"
      messagePlaceholder="What customers notice, and what we are doing about it."
      pending={open.isPending}
      submitLabel="Open Incident"
      pendingLabel="Opening..."
    >
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
    </NoticeForm>
  );
}
