import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight, Info } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { Link } from 'react-router';
import type { TUserSettings } from '@shared/contracts/auth';
import { ALERT_FREQUENCIES, CSV_FORMATS } from '@shared/constants/settings';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Label, NativeSelect } from '@web/components/ui/input';
import { paths } from '@web/lib/paths';
import { useUpdateSettings } from '../api/update-settings';
import { ALERT_FREQUENCY_LABELS, CSV_FORMAT_LABELS } from '../lib/option-labels';
import { ZNotificationsForm, type TNotificationsForm } from '../lib/settings-forms';
import { SettingsLoader } from './settings-loader';
import { Switch } from '@web/components/ui/switch';

export function NotificationsTab() {
  return (
    <div className="space-y-4">
      <SettingsLoader>{(settings) => <NotificationsForm settings={settings} />}</SettingsLoader>
      <Card>
        <CardContent className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div>
            <h2 className="font-semibold">Email preferences</h2>
            <p className="text-sm text-muted-foreground">
              See the emails we have sent you and send yourself a guide or summary.
            </p>
          </div>
          <Button asChild variant="secondary" className="shrink-0">
            <Link to={paths.settingsEmail}>
              Manage email <ArrowRight aria-hidden />
            </Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}

const toForm = (s: TUserSettings): TNotificationsForm => ({
  emailNotifications: s.emailNotifications,
  slackNotifications: s.slackNotifications,
  alertFrequency: s.alertFrequency,
  csvFormat: s.csvFormat,
});

function NotificationsForm({ settings }: { settings: TUserSettings }) {
  const update = useUpdateSettings();
  const form = useForm<TNotificationsForm>({
    resolver: zodResolver(ZNotificationsForm),
    defaultValues: toForm(settings),
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((v) =>
    update.mutate(v, { onSuccess: (saved) => form.reset(toForm(saved)) }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>Choose how and how often we tell you about competitor changes.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="space-y-5" onSubmit={onSubmit}>
          <div className="divide-y divide-border rounded-lg border border-border">
            <SwitchRow
              control={form.control}
              name="emailNotifications"
              label="Email notifications"
              description={`Alerts go to ${settings.email}.`}
            />
            <SwitchRow
              control={form.control}
              name="slackNotifications"
              label="Slack notifications"
              description="Alerts posted to your Slack workspace (Pro plan)."
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Alert frequency" error={errors.alertFrequency?.message}>
              <NativeSelect {...form.register('alertFrequency')}>
                {ALERT_FREQUENCIES.map((f) => (
                  <option key={f} value={f}>
                    {ALERT_FREQUENCY_LABELS[f]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField
              label="CSV format"
              error={errors.csvFormat?.message}
              hint="Used for data exports on the Pro plan."
            >
              <NativeSelect {...form.register('csvFormat')}>
                {CSV_FORMATS.map((f) => (
                  <option key={f} value={f}>
                    {CSV_FORMAT_LABELS[f]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <p className="flex gap-2 rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
            <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
            <span>
              Slack delivery and hourly or daily digests arrive with the alert delivery work. Your choices are
              saved now and apply once it ships; until then no Slack messages or digests are sent.
            </span>
          </p>
          <div className="flex flex-col gap-2 border-t border-border pt-5 sm:flex-row sm:justify-end">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save preferences'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function SwitchRow(props: {
  control: Control<TNotificationsForm>;
  name: 'emailNotifications' | 'slackNotifications';
  label: string;
  description: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 p-4">
      <div className="min-w-0">
        <Label htmlFor={id}>{props.label}</Label>
        <p id={`${id}-description`} className="mt-0.5 text-sm wrap-anywhere text-muted-foreground">
          {props.description}
        </p>
      </div>
      <Controller
        control={props.control}
        name={props.name}
        render={({ field }) => (
          <Switch
            id={id}
            ref={field.ref}
            name={field.name}
            checked={field.value}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
            aria-describedby={`${id}-description`}
          />
        )}
      />
    </div>
  );
}
