import { useState, type FormEvent } from 'react';
import {
  LEAD_EMAIL_DAILY_CAP_DEFAULT,
  LEAD_EMAIL_DAILY_CAP_MESSAGE,
  LEAD_EMAIL_DELAY_DEFAULTS,
  LEAD_EMAIL_DELAY_MESSAGE,
  LEAD_EMAIL_DELAY_RANGE,
  type TLeadEmailSettings,
} from '@shared/contracts/outreach';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { ErrorState } from '@web/components/ui/states';
import { AdminPage, LoadingBlock } from '../../lib';
import { useLeadEmailSettings, useSaveLeadEmailSettings } from '../api/lead-email-settings';

type TKey = keyof TLeadEmailSettings;
const RULES: Record<TKey, { min: number; max: number; message: string }> = {
  email2_delay_days: { ...LEAD_EMAIL_DELAY_RANGE, message: LEAD_EMAIL_DELAY_MESSAGE.email2_delay_days },
  email3_delay_days: { ...LEAD_EMAIL_DELAY_RANGE, message: LEAD_EMAIL_DELAY_MESSAGE.email3_delay_days },
  daily_cap: { min: 1, max: 1000, message: LEAD_EMAIL_DAILY_CAP_MESSAGE },
};
const inRange = (key: TKey, n: number) => Number.isInteger(n) && n >= RULES[key].min && n <= RULES[key].max;

/** /admin/lead-email-config: the delays of emails 2 and 3 (1-30 days; defaults 5 and 7). */
export function LeadEmailConfigPage() {
  const settings = useLeadEmailSettings();
  return (
    <AdminPage
      title="Lead email timing"
      description="Email 1 is a welcome sent at once; emails 2 and 3 follow after these delays."
    >
      {settings.isPending ? (
        <LoadingBlock label="Loading lead email settings" rows={2} />
      ) : settings.isError ? (
        <ErrorState
          title="Could not load the lead email settings"
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <DelayForm initial={settings.data} />
      )}
    </AdminPage>
  );
}

function DelayForm({ initial }: { initial: TLeadEmailSettings }) {
  const [form, setForm] = useState<Record<TKey, string>>({
    email2_delay_days: String(initial.email2_delay_days ?? LEAD_EMAIL_DELAY_DEFAULTS.email2_delay_days),
    email3_delay_days: String(initial.email3_delay_days ?? LEAD_EMAIL_DELAY_DEFAULTS.email3_delay_days),
    daily_cap: String(initial.daily_cap ?? LEAD_EMAIL_DAILY_CAP_DEFAULT),
  });
  const [errors, setErrors] = useState<Partial<Record<TKey, string>>>({});
  const save = useSaveLeadEmailSettings();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const values = {
      email2_delay_days: Number(form.email2_delay_days),
      email3_delay_days: Number(form.email3_delay_days),
      daily_cap: Number(form.daily_cap),
    };
    const found: Partial<Record<TKey, string>> = {};
    for (const key of Object.keys(values) as TKey[]) {
      if (form[key].trim() === '' || !inRange(key, values[key])) found[key] = RULES[key].message;
    }
    setErrors(found);
    if (Object.keys(found).length === 0) save.mutate(values);
  };
  const field = (key: TKey, label: string, hint: string) => (
    <FormField label={label} hint={hint} error={errors[key]}>
      <Input
        type="number"
        inputMode="numeric"
        min={RULES[key].min}
        max={RULES[key].max}
        step={1}
        value={form[key]}
        onChange={(e) => setForm({ ...form, [key]: e.target.value })}
      />
    </FormField>
  );
  return (
    <Card className="max-w-xl">
      <CardContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          {field(
            'email2_delay_days',
            'Email 2 delay (days)',
            'Competitor insights, counted from email 1. 1 to 30 days; default 5.',
          )}
          {field(
            'email3_delay_days',
            'Email 3 delay (days)',
            'Final offer, counted from email 2. 1 to 30 days; default 7.',
          )}
          {field(
            'daily_cap',
            'Daily sending cap (emails)',
            'Outreach emails sent per day at most. 1 to 1000; default 50.',
          )}
          <div className="flex justify-end">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Settings'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
