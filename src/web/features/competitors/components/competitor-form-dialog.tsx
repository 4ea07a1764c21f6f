import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { ReactNode } from 'react';
import type { TCompetitorInput } from '@shared/contracts/competitors';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ZCompetitorForm, type TCompetitorFormValues } from '../lib/competitor-form';
import { Modal } from '@web/components/ui/modal';

const empty: TCompetitorFormValues = { name: '', url: '' };

export type TCompetitorFormDialogText = {
  title: string;
  description: ReactNode;
  nameLabel: string;
  urlLabel: string;
  submitLabel: string;
  pendingLabel: string;
};

/**
 * The Add and Replace dialogs: a store name and URL checked before the call (docs/product-rules.md R19). The
 * fields are cleared when the call succeeds and whenever the dialog closes, so it always opens empty.
 */
export function CompetitorFormDialog({
  open,
  onOpenChange,
  text,
  isPending,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  text: TCompetitorFormDialogText;
  isPending: boolean;
  /** Makes the call; `done` closes and clears the dialog once it succeeded. */
  onSubmit: (body: TCompetitorInput, done: () => void) => void;
}) {
  const form = useForm<TCompetitorFormValues, unknown, TCompetitorInput>({
    resolver: zodResolver(ZCompetitorForm),
    defaultValues: empty,
  });
  const { errors } = form.formState;
  const close = () => {
    form.reset(empty);
    onOpenChange(false);
  };
  const submit = form.handleSubmit((body) => onSubmit(body, close));
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={text.title}
      description={text.description}
    >
      <form noValidate className="space-y-4" onSubmit={submit}>
        <FormField label={text.nameLabel} error={errors.name?.message}>
          <Input autoComplete="off" placeholder="e.g. Acme Outdoor" {...form.register('name')} />
        </FormField>
        <FormField
          label={text.urlLabel}
          error={errors.url?.message}
          hint="The full address, e.g. https://example-store.myshopify.com"
        >
          <Input
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://"
            {...form.register('url')}
          />
        </FormField>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={isPending}>
            {isPending ? text.pendingLabel : text.submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
