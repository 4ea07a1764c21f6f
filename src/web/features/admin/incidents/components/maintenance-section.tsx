import { CalendarClock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { TMaintenance, TServiceKey } from '@shared/contracts/status';
import { SERVICE_INFO } from '@shared/constants/status-services';
import { fullDateTime } from '@shared/format';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { LoadingBlock } from '../../lib';
import { useCancelMaintenance } from '../api/cancel-maintenance';
import { useMaintenance } from '../api/get-maintenance';
import { useScheduleMaintenance } from '../api/schedule-maintenance';
import { NoticeForm, useNoticeForm } from './notice-form';

/** A datetime-local value ("2026-11-26T21:00", the admin's own time) as an ISO instant, or null. */
const instant = (local: string) => {
  const ms = local ? new Date(local).getTime() : NaN;
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
};

const empty = { title: '', message: '', services: [] as TServiceKey[], startsAt: '', endsAt: '' };

/** Scheduled maintenance (docs/product-rules.md R81): the windows not yet over, and the form for a new one. */
export function MaintenanceSection() {
  return (
    <section aria-labelledby="maintenance-heading" className="space-y-4">
      <h2 id="maintenance-heading" className="text-lg font-semibold">
        Scheduled maintenance
      </h2>
      <MaintenanceList />
      <ScheduleForm />
    </section>
  );
}

function MaintenanceList() {
  const windows = useMaintenance();
  const [cancelling, setCancelling] = useState<TMaintenance | null>(null);
  const cancel = useCancelMaintenance();
  if (windows.isPending) return <LoadingBlock label="Loading maintenance" rows={2} />;
  if (windows.isError)
    return (
      <ErrorState
        title="Could not load maintenance"
        error={windows.error}
        onRetry={() => void windows.refetch()}
      />
    );
  if (windows.data.length === 0)
    return (
      <EmptyState
        icon={CalendarClock}
        title="No maintenance scheduled"
        description="Windows you schedule show here and on the status page until they end."
      />
    );
  const now = Date.now();
  return (
    <>
      <ul aria-label="Maintenance windows" className="space-y-3">
        {windows.data.map((m) => (
          <li key={m.id}>
            <Card>
              <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-start sm:justify-between sm:pt-6">
                <div className="min-w-0 space-y-1 text-sm">
                  <p className="font-semibold break-words">
                    {m.title}
                    {Date.parse(m.startsAt) <= now ? (
                      <span className="ml-2 text-xs font-medium text-warning">In progress</span>
                    ) : null}
                  </p>
                  <p className="text-muted-foreground">
                    {fullDateTime(m.startsAt)} to {fullDateTime(m.endsAt)}
                  </p>
                  <p className="text-muted-foreground">
                    {m.services.map((s) => SERVICE_INFO[s].name).join(', ')}
                  </p>
                  <p className="break-words whitespace-pre-wrap">{m.message}</p>
                </div>
                <Button variant="secondary" size="sm" onClick={() => setCancelling(m)}>
                  Cancel
                </Button>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={`Cancel "${cancelling?.title ?? ''}"?`}
        description="The window ends now; minutes from now on count in uptime again."
        confirmLabel="Cancel Maintenance"
        pendingLabel="Cancelling..."
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate(cancelling!.id, { onSettled: () => setCancelling(null) })}
      />
    </>
  );
}

function ScheduleForm() {
  const notice = useNoticeForm(empty);
  const { form, setForm, shown } = notice;
  const schedule = useScheduleMaintenance();
  const startsAt = instant(form.startsAt);
  const endsAt = instant(form.endsAt);
  const errors = {
    ...notice.errors,
    startsAt: startsAt ? undefined : 'Pick when it starts',
    endsAt: !endsAt
      ? 'Pick when it ends'
      : startsAt && endsAt <= startsAt
        ? 'The window must end after it starts'
        : undefined,
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    notice.markTried();
    if (Object.values(errors).some(Boolean) || !startsAt || !endsAt) return;
    schedule.mutate(
      { title: form.title, message: form.message, services: form.services, startsAt, endsAt },
      { onSuccess: notice.reset },
    );
  };
  return (
    <NoticeForm
      notice={notice}
      heading="Schedule maintenance"
      description={
        <>
          Times are in your time zone. Minutes inside the window count neither up nor down; subscribers are
          emailed the notice.
        </>
      }
      onSubmit={submit}
      titleLabel="Maintenance title"
      titlePlaceholder="Database upgrade"
      servicesLegend="Services in maintenance"
      messageLabel="Maintenance notice"
      messageClassName="min-h-20"
      messagePlaceholder="What will be unavailable, and for how long."
      pending={schedule.isPending}
      submitLabel="Schedule Maintenance"
      pendingLabel="Scheduling..."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Starts" error={shown(errors.startsAt)}>
          <Input
            type="datetime-local"
            value={form.startsAt}
            onChange={(e) => setForm({ ...form, startsAt: e.target.value })}
          />
        </FormField>
        <FormField label="Ends" error={shown(errors.endsAt)}>
          <Input
            type="datetime-local"
            value={form.endsAt}
            onChange={(e) => setForm({ ...form, endsAt: e.target.value })}
          />
        </FormField>
      </div>
    </NoticeForm>
  );
}
