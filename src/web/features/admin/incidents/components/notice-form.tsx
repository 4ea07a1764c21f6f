import { useState } from 'react';
import type { TServiceKey } from '@shared/contracts/status';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Textarea } from '@web/components/ui/input';
import { ServicePicker } from './service-picker';

/** What an incident and a maintenance window both tell the status page: a title, the services, a message. */
type TNotice = { title: string; services: TServiceKey[]; message: string };

/** A notice form's state: its fields, what is missing (shown once a send was tried), and a way back to empty. */
export function useNoticeForm<T extends TNotice>(empty: T) {
  const [form, setForm] = useState(empty);
  const [tried, setTried] = useState(false);
  return {
    form,
    setForm,
    errors: {
      title: form.title.trim() ? undefined : 'Title is required',
      services: form.services.length ? undefined : 'Pick at least one service',
      message: form.message.trim() ? undefined : 'A public message is required',
    },
    shown: (error: string | undefined) => (tried ? error : undefined),
    /** A send was tried: the errors show from now on. */
    markTried: () => setTried(true),
    reset: () => {
      setForm(empty);
      setTried(false);
    },
  };
}

/** The end of a notice form: the services it names, its public message, and the button that sends it. */
export function NoticeFields<T extends TNotice>(props: {
  notice: ReturnType<typeof useNoticeForm<T>>;
  servicesLegend: string;
  messageLabel: string;
  messagePlaceholder: string;
  messageClassName?: string;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
}) {
  const { form, setForm, errors, shown } = props.notice;
  return (
    <>
      <ServicePicker
        legend={props.servicesLegend}
        value={form.services}
        onChange={(services) => setForm({ ...form, services })}
        error={shown(errors.services)}
      />
      <FormField label={props.messageLabel} error={shown(errors.message)}>
        <Textarea
          value={form.message}
          maxLength={5000}
          onChange={(e) => setForm({ ...form, message: e.target.value })}
          className={props.messageClassName}
          placeholder={props.messagePlaceholder}
        />
      </FormField>
      <Button type="submit" disabled={props.pending}>
        {props.pending ? props.pendingLabel : props.submitLabel}
      </Button>
    </>
  );
}
