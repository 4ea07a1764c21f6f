import { useState, type FormEvent } from 'react';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Modal } from '@web/components/ui/modal';
import { Switch } from '@web/components/ui/switch';
import { toast } from '@web/components/ui/use-toast';
import { useCreateAdminUser } from '../api/user-mutations';

const EMPTY = { username: '', email: '', password: '', isAdmin: false };

/** The create-user dialog (docs/product-rules.md R57): username, email and password required. */
export function CreateUserDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const [form, setForm] = useState(EMPTY);
  const create = useCreateAdminUser();
  const close = (o: boolean) => {
    if (!o) setForm(EMPTY);
    onOpenChange(o);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.username.trim() || !form.email.trim() || !form.password) {
      toast({
        title: 'Validation error',
        description: 'Please fill in all required fields.',
        variant: 'destructive',
      });
      return;
    }
    create.mutate(form, { onSuccess: () => close(false) });
  };
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title="Create User"
      description="A new account that can sign in at once."
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField label="Username">
          <Input
            value={form.username}
            onChange={(e) => setForm({ ...form, username: e.target.value })}
            autoComplete="off"
          />
        </FormField>
        <FormField label="Email">
          <Input
            type="email"
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
            autoComplete="off"
          />
        </FormField>
        <FormField label="Password" hint="At least 6 characters.">
          <Input
            type="password"
            value={form.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
            autoComplete="new-password"
          />
        </FormField>
        <label className="flex items-center gap-3 text-sm font-medium">
          <Switch
            checked={form.isAdmin}
            onCheckedChange={(isAdmin) => setForm({ ...form, isAdmin })}
            aria-label="Admin"
          />
          Admin
        </label>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={() => close(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create User'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
