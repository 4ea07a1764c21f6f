import { useState, type FormEvent, type ReactNode } from 'react';
import type { TServiceKey } from '@shared/contracts/status';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input, Textarea } from '@web/components/ui/input';
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

/**
 * A notice form in its card: the title, the fields of its kind (`children`), the services it names, its public
 * message, and the button that sends it.
 */
export function NoticeForm<T extends TNotice>(props: {
  notice: ReturnType<typeof useNoticeForm<T>>;
  heading: string;
  description: ReactNode;
  onSubmit: (e: FormEvent) => void;
  titleLabel: string;
  titlePlaceholder: string;
  children: ReactNode;
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
    <Card>
      <CardHeader>
        <CardTitle>{props.heading}</CardTitle>
        <CardDescription>{props.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={props.onSubmit} noValidate className="space-y-4" aria-label={props.heading}>
          <FormField label={props.titleLabel} error={shown(errors.title)}>
            <Input
              value={form.title}
              maxLength={200}
              onChange={(e) => setForm({ ...form, title: e.target.value })}
              placeholder={props.titlePlaceholder}
            />
          </FormField>
          {props.children}
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
        </form>
      </CardContent>
    </Card>
  );
}
