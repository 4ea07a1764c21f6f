import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useCheckedForm } from '@web/lib/checked-form';
import { useRegister } from '../api/register';

const FIELDS = ['firstName', 'lastName', 'username', 'email', 'password', 'confirmPassword'] as const;

export function SignUpForm({ defaultEmail, next }: { defaultEmail: string; next?: string | null }) {
  const registerUser = useRegister({ next });
  const form = useCheckedForm({
    fields: FIELDS,
    loadCheck: () => import('../lib/form-checks').then((m) => m.signUpCheck),
  });
  const { errors } = form;
  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, firstName, lastName, ...rest }) =>
    registerUser.mutate({ ...rest, firstName: firstName || undefined, lastName: lastName || undefined }),
  );
  return (
    <form noValidate className="space-y-4" onSubmit={onSubmit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName}>
          <Input autoComplete="given-name" {...form.field('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName}>
          <Input autoComplete="family-name" {...form.field('lastName')} />
        </FormField>
      </div>
      <FormField label="Username" error={errors.username}>
        <Input autoComplete="username" {...form.field('username')} />
      </FormField>
      <FormField label="Email" error={errors.email}>
        <Input type="email" autoComplete="email" defaultValue={defaultEmail} {...form.field('email')} />
      </FormField>
      <FormField label="Password" error={errors.password} hint="At least 6 characters.">
        <Input type="password" autoComplete="new-password" {...form.field('password')} />
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword}>
        <Input type="password" autoComplete="new-password" {...form.field('confirmPassword')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={registerUser.isPending}>
        {registerUser.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
