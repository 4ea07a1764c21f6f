import { useState, type FormEvent } from 'react';
import { LEAD_STATUSES, type TLead, type TLeadStatusValue } from '@shared/contracts/leads';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { Modal } from '@web/components/ui/modal';
import { useUpdateLead } from '../api/update-lead';
import { STATUS_LABELS } from './lead-labels';

/** An ISO moment as the value of a datetime-local input (the browser's time zone), and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

/** Edit dialog: status, notes, last contacted (docs/product-rules.md R95). */
export function EditLeadDialog({ lead, onClose }: { lead: TLead | null; onClose: () => void }) {
  return (
    <Modal
      open={!!lead}
      onOpenChange={(o) => !o && onClose()}
      title={lead ? `Edit ${lead.storeName}` : 'Edit lead'}
      description={lead?.domain ?? ''}
    >
      {lead ? <EditLeadForm key={lead.id} lead={lead} onClose={onClose} /> : null}
    </Modal>
  );
}

function EditLeadForm({ lead, onClose }: { lead: TLead; onClose: () => void }) {
  const [status, setStatus] = useState<TLeadStatusValue>(lead.status);
  const [notes, setNotes] = useState(lead.notes ?? '');
  const [lastContacted, setLastContacted] = useState(toLocalInput(lead.lastContactedAt));
  const update = useUpdateLead();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    update.mutate(
      {
        id: lead.id,
        body: { status, notes: notes.trim() ? notes : null, lastContactedAt: fromLocalInput(lastContacted) },
      },
      { onSuccess: onClose },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4">
      <FormField label="Status" hint="Customer stops every promotional email to this lead.">
        <NativeSelect value={status} onChange={(e) => setStatus(e.target.value as TLeadStatusValue)}>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField label="Notes">
        <Textarea rows={4} value={notes} maxLength={5000} onChange={(e) => setNotes(e.target.value)} />
      </FormField>
      <FormField label="Last contacted" hint="Left empty, Contacted records now.">
        <Input
          type="datetime-local"
          value={lastContacted}
          onChange={(e) => setLastContacted(e.target.value)}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </form>
  );
}
