import { zodResolver } from '@hookform/resolvers/zod';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { useForm } from 'react-hook-form';
import {
  SYSTEM_CONFIG_RULES,
  type TSystemConfig,
  type TSystemConfigKey,
} from '@shared/contracts/system-config';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { PageLoader } from '@web/components/ui/spinner';
import { useSystemConfigs, useUpdateSystemConfigs } from '@web/features/admin/system-configs';
import {
  EMAIL_INTERVAL_DEFAULTS,
  EMAIL_INTERVAL_KEYS,
  ZEmailIntervalsForm,
  type TEmailIntervalsForm,
} from '../lib/settings-forms';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** Admin only: the weekly email schedule, scraping intervals per plan and the default alert threshold. */
export function EmailIntervalsTab() {
  const configs = useSystemConfigs();
  if (configs.isPending) return <PageLoader label="Loading configuration..." />;
  if (configs.isError) {
    return (
      <div role="alert" className="rounded-card border border-destructive/30 bg-destructive-soft p-5 text-sm">
        <div className="flex items-start gap-3">
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
          <div className="flex-1">
            <p className="font-semibold text-destructive">Failed to load configurations</p>
            <p className="mt-1 text-foreground">{configs.error.message}</p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={() => window.location.reload()}>
              <RotateCw aria-hidden /> Reload Page
            </Button>
          </div>
        </div>
      </div>
    );
  }
  return <EmailIntervalsForm configs={configs.data} />;
}

function toForm(configs: TSystemConfig[]): TEmailIntervalsForm {
  const values = { ...EMAIL_INTERVAL_DEFAULTS };
  for (const key of EMAIL_INTERVAL_KEYS) {
    const found = configs.find((c) => c.key === key);
    const n = found ? Number(found.value) : NaN;
    if (found && found.value.trim() !== '' && Number.isFinite(n)) values[key] = n;
  }
  return values;
}

const rangeHint = (key: TSystemConfigKey) => {
  const rule = SYSTEM_CONFIG_RULES[key];
  if (rule.kind === 'boolean') return '';
  return `${rule.min} to ${rule.max}${rule.unit ? ` ${rule.unit}` : ''}`;
};

const INTERVALS = [
  ['scraping_interval_free_minutes', 'Free plan'],
  ['scraping_interval_starter_minutes', 'Starter plan'],
  ['scraping_interval_pro_minutes', 'Pro plan'],
] as const;

function EmailIntervalsForm({ configs }: { configs: TSystemConfig[] }) {
  const save = useUpdateSystemConfigs();
  const initial = toForm(configs);
  const form = useForm<TEmailIntervalsForm>({
    resolver: zodResolver(ZEmailIntervalsForm),
    defaultValues: initial,
  });
  const { errors, isDirty } = form.formState;
  const missing = EMAIL_INTERVAL_KEYS.some((k) => !configs.some((c) => c.key === k));
  const asNumber = { setValueAs: (v: unknown) => (v === '' ? NaN : Number(v)) };

  const onSubmit = form.handleSubmit((values) => {
    const changes = EMAIL_INTERVAL_KEYS.filter(
      (k) => values[k] !== initial[k] || !configs.some((c) => c.key === k),
    ).map((key) => ({ key, value: values[key] }));
    if (changes.length === 0) return;
    save.mutate(changes, { onSuccess: () => form.reset(values) });
  });

  return (
    <form noValidate className="space-y-4" onSubmit={onSubmit}>
      <Card>
        <CardHeader>
          <CardTitle>Weekly summary email</CardTitle>
          <CardDescription>The day and hour the week-summary email goes out.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField label="Day" error={errors.weekly_email_day?.message}>
            <NativeSelect {...form.register('weekly_email_day', asNumber)}>
              {DAYS.map((day, i) => (
                <option key={day} value={i}>
                  {day}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Hour" error={errors.weekly_email_hour?.message}>
            <NativeSelect {...form.register('weekly_email_hour', asNumber)}>
              {HOURS.map((h) => (
                <option key={h} value={h}>
                  {`${String(h).padStart(2, '0')}:00`}
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Scraping intervals</CardTitle>
          <CardDescription>
            How often stores are checked for each plan, in minutes. A store tracked on several plans follows
            the shortest interval. Changes apply from the next scheduler run.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          {INTERVALS.map(([key, label]) => {
            const rule = SYSTEM_CONFIG_RULES[key];
            return (
              <FormField key={key} label={label} error={errors[key]?.message} hint={rangeHint(key)}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={rule.min}
                  max={rule.max}
                  step={1}
                  {...form.register(key, asNumber)}
                />
              </FormField>
            );
          })}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Price alerts</CardTitle>
          <CardDescription>
            The smallest price change, in percent, that the default alerts report to users without rules of
            their own.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <FormField
            label="Price change alert threshold"
            error={errors.price_alert_threshold?.message}
            hint={`${rangeHint('price_alert_threshold')}, step 0.1`}
          >
            <Input
              type="number"
              inputMode="decimal"
              min={1}
              max={100}
              step={0.1}
              {...form.register('price_alert_threshold', asNumber)}
            />
          </FormField>
        </CardContent>
      </Card>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {isDirty ? (
          <Button type="button" variant="secondary" disabled={save.isPending} onClick={() => form.reset()}>
            Discard changes
          </Button>
        ) : null}
        <Button type="submit" disabled={save.isPending || (!isDirty && !missing)}>
          {save.isPending ? 'Saving...' : 'Save configuration'}
        </Button>
      </div>
    </form>
  );
}
