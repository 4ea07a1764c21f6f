import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowRight, Info } from 'lucide-react';
import { useId } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { Link } from 'react-router';
import type { TPublicUser, TUserSettings } from '@shared/contracts/auth';
import { planOf, type TPlanKey } from '@shared/constants/plans';
import { ALERT_FREQUENCIES, CSV_FORMATS } from '@shared/constants/settings';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Label, NativeSelect } from '@web/components/ui/input';
import { Switch } from '@web/components/ui/switch';
import { paths } from '@web/lib/paths';
import { useUpdateSettings } from '@web/features/auth';
import { OWNERS_MANAGE_PLAN, useIsOwner } from '@web/features/team';
import { ALERT_FREQUENCY_LABELS, CSV_FORMAT_LABELS } from '../lib/option-labels';
import { ZNotificationsForm, type TNotificationsForm } from '../lib/settings-forms';
import { cadenceNote } from '../lib/plan-cadence';
import { SlackWebhooksCard } from './slack-webhooks-card';
import { SettingsLoader } from './settings-loader';

export function NotificationsTab({ user }: { user: TPublicUser }) {
  const plan = planOf(user.subscriptionPlan);
  return (
    <div className="space-y-4">
      <SettingsLoader>
        {(settings) => (
          <>
            <NotificationsForm settings={settings} plan={plan} />
            <SlackWebhooksCard settings={settings} plan={plan} />
          </>
        )}
      </SettingsLoader>
      <Card>
        <CardContent className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
          <div>
            <h2 className="font-semibold">Email preferences and history</h2>
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

function NotificationsForm({ settings, plan }: { settings: TUserSettings; plan: TPlanKey }) {
  const update = useUpdateSettings();
  const form = useForm<TNotificationsForm>({
    resolver: zodResolver(ZNotificationsForm),
    defaultValues: toForm(settings),
  });
  const { errors } = form.formState;
  const note = cadenceNote(plan, form.watch('alertFrequency'));
  const isOwner = useIsOwner();
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
              description={
                plan === 'pro'
                  ? 'Alerts posted to your Slack channel through the webhook below.'
                  : 'Alerts posted to your Slack workspace (Pro plan).'
              }
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
          <p
            data-testid="cadence-note"
            className={`flex flex-wrap items-start gap-x-2 gap-y-1 rounded-lg px-4 py-3 text-sm ${
              note.allowed ? 'bg-muted text-muted-foreground' : 'bg-warning-soft text-warning'
            }`}
          >
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span className="min-w-0 flex-1">
              {note.text}
              {note.allowed ? null : (
                <>
                  {', so alerts arrive no faster than that. '}
                  {isOwner === false ? (
                    OWNERS_MANAGE_PLAN
                  ) : (
                    <Link
                      to={paths.simplePayment(note.upgradePlan)}
                      className="font-semibold underline underline-offset-2"
                    >
                      {note.upgradeText}
                    </Link>
                  )}
                </>
              )}
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
