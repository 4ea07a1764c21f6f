import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, KeyRound, LinkIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ZNewPassword } from '@shared/contracts/auth';
import { REDIRECT_AFTER_RESET_MS } from '@shared/constants/ui';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Banner } from '@web/components/ui/states';
import { paths } from '@web/lib/paths';
import { userQueryKey } from '../api/get-user';
import { useResetPassword } from '../api/reset-password';
import { AuthCard, BackToSignIn, passwordResetErrorText } from './auth-card';

/** Texts of docs/product-rules.md R23 (reset password), word for word. */
export const INVALID_RESET_LINK_TEXT =
  'Invalid or missing reset token. Please request a new password reset link.';

const ZResetPasswordForm = z
  .object({
    newPassword: z.string().min(1, 'Please enter a new password.').pipe(ZNewPassword),
    confirmPassword: z.string().min(1, 'Please confirm your new password.'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: 'Passwords do not match.',
    path: ['confirmPassword'],
  });
type TResetPasswordForm = z.infer<typeof ZResetPasswordForm>;

/** /reset-password?token=…: the link from the reset email. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />;
}

function InvalidResetLink() {
  return (
    <AuthCard
      icon={LinkIcon}
      tone="destructive"
      title="Invalid Reset Link"
      description={INVALID_RESET_LINK_TEXT}
    >
      <Button asChild className="w-full">
        <Link to={paths.forgotPassword}>Request a new reset link</Link>
      </Button>
      <BackToSignIn />
    </AuthCard>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<TResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => {
      // A reset ends every session of that account, so whoever was signed in here is signed out;
      // the refetch corrects this if the link belonged to another account.
      queryClient.setQueryData(userQueryKey, null);
      void navigate(paths.auth, { replace: true });
      void queryClient.invalidateQueries({ queryKey: userQueryKey });
    }, REDIRECT_AFTER_RESET_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate, queryClient]);

  if (reset.isSuccess) {
    return (
      <AuthCard icon={CircleCheck} tone="success" title="Password Reset Successful!">
        <Banner tone="success">{reset.data.message}</Banner>
        <p className="text-center text-sm text-muted-foreground">Taking you to sign in...</p>
        <Button asChild className="w-full">
          <Link to={paths.auth}>Sign in now</Link>
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      icon={KeyRound}
      title="Choose a new password"
      description="Enter a new password for your account."
    >
      {reset.isError ? <Banner tone="error">{passwordResetErrorText(reset.error)}</Banner> : null}
      <form
        noValidate
        className="space-y-4"
        onSubmit={form.handleSubmit((v) => reset.mutate({ token, newPassword: v.newPassword }))}
      >
        <FormField label="New password" error={errors.newPassword?.message} hint="At least 6 characters.">
          <Input type="password" autoComplete="new-password" autoFocus {...form.register('newPassword')} />
        </FormField>
        <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
          <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset password'}
        </Button>
      </form>
      <BackToSignIn />
    </AuthCard>
  );
}
