import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { TUserSettings } from '@shared/contracts/auth';
import { TIMEZONES } from '@shared/constants/settings';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { useUpdateSettings } from '@web/features/auth';
import { TIMEZONE_LABELS } from '../lib/option-labels';
import { ZAccountForm, type TAccountForm } from '../lib/settings-forms';
import { SettingsLoader } from './settings-loader';

export function AccountTab() {
  return <SettingsLoader>{(settings) => <AccountForm settings={settings} />}</SettingsLoader>;
}

const toForm = (s: TUserSettings): TAccountForm => ({
  username: s.username,
  email: s.email,
  firstName: s.firstName ?? '',
  lastName: s.lastName ?? '',
  timezone: s.timezone,
});

function AccountForm({ settings }: { settings: TUserSettings }) {
  const update = useUpdateSettings();
  const form = useForm<TAccountForm>({
    resolver: zodResolver(ZAccountForm),
    defaultValues: toForm(settings),
  });
  const { errors, isDirty } = form.formState;
  const onSubmit = form.handleSubmit((v) =>
    update.mutate(
      { ...v, firstName: v.firstName || null, lastName: v.lastName || null },
      { onSuccess: (saved) => form.reset(toForm(saved)) },
    ),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your name, sign-in details and the time zone we use for dates.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="space-y-5" onSubmit={onSubmit}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First name" error={errors.firstName?.message}>
              <Input autoComplete="given-name" {...form.register('firstName')} />
            </FormField>
            <FormField label="Last name" error={errors.lastName?.message}>
              <Input autoComplete="family-name" {...form.register('lastName')} />
            </FormField>
            <FormField label="Username" error={errors.username?.message}>
              <Input autoComplete="username" {...form.register('username')} />
            </FormField>
            <FormField label="Email" error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...form.register('email')} />
            </FormField>
            <FormField label="Timezone" error={errors.timezone?.message}>
              <NativeSelect {...form.register('timezone')}>
                {TIMEZONES.map((tz) => (
                  <option key={tz} value={tz}>
                    {TIMEZONE_LABELS[tz]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <div className="flex flex-col-reverse gap-2 border-t border-border pt-5 sm:flex-row sm:justify-end">
            {isDirty ? (
              <Button
                type="button"
                variant="secondary"
                disabled={update.isPending}
                onClick={() => form.reset()}
              >
                Discard changes
              </Button>
            ) : null}
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
