import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZCreateApiTokenBody, type TCreatedApiToken } from '@shared/contracts/api-tokens';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Modal } from '@web/components/ui/modal';
import { useCreateApiToken } from '@web/features/auth';

type TForm = z.input<typeof ZCreateApiTokenBody>;

/** Asks for a name, then shows the new token exactly once with a copy button. */
export function CreateApiTokenDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [created, setCreated] = useState<TCreatedApiToken | null>(null);
  const close = (open: boolean) => {
    props.onOpenChange(open);
    if (!open) setCreated(null);
  };
  return (
    <Modal
      open={props.open}
      onOpenChange={close}
      title={created ? 'Copy your new token' : 'Create API token'}
      description={
        created
          ? `"${created.name}" is ready. Use it as a Bearer token in your tool's settings.`
          : 'Name the token after the tool that will use it.'
      }
    >
      {created ? (
        <ShowToken token={created.token} onDone={() => close(false)} />
      ) : (
        <NameForm onCreated={setCreated} onCancel={() => close(false)} />
      )}
    </Modal>
  );
}

function NameForm(props: { onCreated: (t: TCreatedApiToken) => void; onCancel: () => void }) {
  const create = useCreateApiToken();
  const form = useForm<TForm>({ resolver: zodResolver(ZCreateApiTokenBody), defaultValues: { name: '' } });
  const onSubmit = form.handleSubmit((v) =>
    create.mutate({ name: v.name.trim() }, { onSuccess: props.onCreated }),
  );
  return (
    <form noValidate className="space-y-4" onSubmit={onSubmit}>
      <FormField label="Token name" error={form.formState.errors.name?.message}>
        <Input autoFocus placeholder="e.g. n8n workflow" maxLength={100} {...form.register('name')} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Creating...' : 'Create token'}
        </Button>
      </div>
    </form>
  );
}

function ShowToken({ token, onDone }: { token: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="space-y-4">
      <p
        className="flex items-start gap-2 rounded-lg bg-warning-soft px-3 py-2 text-sm text-warning"
        role="note"
      >
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
        Copy this token now. It won&apos;t be shown again; if you lose it, revoke it and create a new one.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          readOnly
          aria-label="New API token"
          value={token}
          className="font-mono text-xs"
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button type="button" variant="secondary" className="shrink-0" onClick={() => void copy()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <div className="flex justify-end">
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}
