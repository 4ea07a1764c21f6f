import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { ZContactBody, type TContactBody } from '@shared/contracts/contact';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect, Textarea } from '@web/components/ui/input';
import { useSendContactMessage } from '../api/send-contact-message';
import { categoryOptions, priorityOptions } from '../lib/contact-options';

/**
 * The support request form; validated with the same schema the server uses. The selects carry their defaults in the
 * markup too: /contact is prerendered, and before hydration (when react-hook-form sets them) they would show their
 * first option.
 */
export function ContactForm({ defaults }: { defaults: TContactBody }) {
  const form = useForm<TContactBody>({ resolver: zodResolver(ZContactBody), defaultValues: defaults });
  const send = useSendContactMessage({ onSent: () => form.reset(defaults) });
  const { errors } = form.formState;
  return (
    <form noValidate className="space-y-5" onSubmit={form.handleSubmit((values) => send.mutate(values))}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Name" error={errors.name?.message}>
          <Input autoComplete="name" {...form.register('name')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...form.register('email')} />
        </FormField>
      </div>
      <FormField label="Subject" error={errors.subject?.message}>
        <Input placeholder="A short summary of your request" {...form.register('subject')} />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Category" error={errors.category?.message}>
          <NativeSelect defaultValue={defaults.category} {...form.register('category')}>
            {categoryOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Priority" error={errors.priority?.message}>
          <NativeSelect defaultValue={defaults.priority} {...form.register('priority')}>
            {priorityOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField
        label="Message"
        error={errors.message?.message}
        hint="Include the competitor URL or page involved, if any."
      >
        <Textarea rows={6} className="min-h-36" {...form.register('message')} />
      </FormField>
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={send.isPending}>
        <Send aria-hidden />
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
