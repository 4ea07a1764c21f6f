import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, MailCheck } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { ZForgotPasswordBody } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Banner } from '@web/components/ui/states';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard, BackToSignIn, passwordResetErrorText } from './auth-card';

/** /forgot-password: idle, sending, success (the form gives way to a check-your-email panel) or error. */
export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const form = useForm({ resolver: zodResolver(ZForgotPasswordBody), defaultValues: { email: '' } });
  const email = useWatch({ control: form.control, name: 'email' });
  const { errors } = form.formState;

  if (forgot.isSuccess) {
    return (
      <AuthCard icon={MailCheck} title="Check your email">
        <Banner tone="success">{forgot.data.message}</Banner>
        <p className="text-sm text-muted-foreground">
          Didn't get it? Check your spam folder, or{' '}
          <button
            type="button"
            className="cursor-pointer font-medium text-primary hover:underline"
            onClick={() => forgot.reset()}
          >
            try another email
          </button>
          .
        </p>
        <BackToSignIn />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={KeyRound}
      title="Forgot your password?"
      description="Enter the email address on your account and we'll send you a link to reset your password."
    >
      {forgot.isError ? <Banner tone="error">{passwordResetErrorText(forgot.error)}</Banner> : null}
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((v) => forgot.mutate(v.email))}>
        <FormField label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" autoFocus {...form.register('email')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={!email.trim() || forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
      <BackToSignIn />
    </AuthCard>
  );
}
