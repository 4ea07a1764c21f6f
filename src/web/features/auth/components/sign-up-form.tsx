import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ZSignUpForm, type TSignUpForm } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useRegister } from '../api/register';

export function SignUpForm({ defaultEmail, next }: { defaultEmail: string; next?: string | null }) {
  const registerUser = useRegister({ next });
  const form = useForm<TSignUpForm>({
    resolver: zodResolver(ZSignUpForm),
    defaultValues: {
      firstName: '',
      lastName: '',
      username: '',
      email: defaultEmail,
      password: '',
      confirmPassword: '',
    },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(({ confirmPassword: _confirm, firstName, lastName, ...rest }) =>
    registerUser.mutate({ ...rest, firstName: firstName || undefined, lastName: lastName || undefined }),
  );
  return (
    <form noValidate className="space-y-4" onSubmit={onSubmit}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...form.register('firstName')} />
        </FormField>
        <FormField label="Last name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField label="Username" error={errors.username?.message}>
        <Input autoComplete="username" {...form.register('username')} />
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register('email')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message} hint="At least 6 characters.">
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormField label="Confirm password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" className="w-full" disabled={registerUser.isPending}>
        {registerUser.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
