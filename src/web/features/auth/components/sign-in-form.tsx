import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { useCheckedForm } from '@web/lib/checked-form';
import { paths } from '@web/lib/paths';
import { useLogin } from '../api/login';

const FIELDS = ['username', 'password'] as const;

export function SignInForm({ next }: { next?: string | null }) {
  const login = useLogin({ next });
  const form = useCheckedForm({
    fields: FIELDS,
    loadCheck: () => import('../lib/form-checks').then((m) => m.signInCheck),
  });
  const { errors } = form;
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => login.mutate(v))}>
      <FormField label="Username" error={errors.username}>
        <Input autoComplete="username" {...form.field('username')} />
      </FormField>
      <FormField label="Password" error={errors.password}>
        <Input type="password" autoComplete="current-password" {...form.field('password')} />
      </FormField>
      <div className="flex justify-end">
        <Link to={paths.forgotPassword} className="text-sm font-medium text-primary hover:underline">
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className="text-center text-sm">
        <Link to={paths.home} className="text-muted-foreground hover:text-foreground hover:underline">
          Go to Home
        </Link>
      </p>
    </form>
  );
}
