import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ZLoginBody, type TLoginBody } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { paths } from '@web/lib/paths';
import { useLogin } from '../api/login';

export function SignInForm({ next }: { next?: string | null }) {
  const login = useLogin({ next });
  const form = useForm<TLoginBody>({
    resolver: zodResolver(ZLoginBody),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => login.mutate(v))}>
      <FormField label="Username" error={errors.username?.message}>
        <Input autoComplete="username" {...form.register('username')} />
      </FormField>
      <FormField label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
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
