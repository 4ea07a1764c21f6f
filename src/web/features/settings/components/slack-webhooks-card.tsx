import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound, Lock, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { TUserSettings, TUserSettingsPatch } from '@shared/contracts/auth';
import type { TPlanKey } from '@shared/constants/plans';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { paths } from '@web/lib/paths';
import { useUpdateSettings } from '@web/features/auth';
import { OWNERS_MANAGE_PLAN, useCanChange, useIsOwner } from '@web/features/team';
import { ZSlackWebhooksForm, type TSlackWebhooksForm } from '../lib/settings-forms';

/** What a reader is told; the server's refusal says the same (update-settings.ts). */
const CHANNELS_ROLE_NOTE = "Only an owner or a manager can change the account's alert channels.";

const toForm = (s: TUserSettings): TSlackWebhooksForm => ({
  slackWebhookUrl: s.slackWebhookUrl ?? '',
  webhookUrl: s.webhookUrl ?? '',
  webhookSecret: '',
});

/**
 * The account's Slack incoming webhook and workflow webhook (pro, docs/product-rules.md R29, R133): owners and
 * managers edit them, readers see them read-only; dimmed with an upgrade for other plans.
 */
export function SlackWebhooksCard({ settings, plan }: { settings: TUserSettings; plan: TPlanKey }) {
  const isPro = plan === 'pro';
  const canChange = useCanChange();
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle>Slack &amp; webhooks</CardTitle>
          <Badge variant={isPro ? 'default' : 'secondary'}>Pro</Badge>
        </div>
        <CardDescription>
          Post the account's alerts to a Slack channel and send them as signed JSON events to your workflow
          tool (n8n, Zapier, Make): once for the whole team.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!canChange ? (
          <ReadOnlyChannels settings={settings} />
        ) : isPro ? (
          <SlackWebhooksForm settings={settings} />
        ) : (
          <UpgradePanel settings={settings} />
        )}
      </CardContent>
    </Card>
  );
}

/** What a reader sees: the account's channels as set, without a way to change them (the server refuses anyway). */
function ReadOnlyChannels({ settings }: { settings: TUserSettings }) {
  const rows: [string, string][] = [
    ['Slack incoming-webhook URL', settings.slackWebhookUrl ?? 'Not set'],
    ['Workflow webhook URL', settings.webhookUrl ?? 'Not set'],
    ['Webhook secret', settings.webhookSecretSet ? 'Set (events are signed)' : 'Not set'],
  ];
  return (
    <div className="space-y-3">
      <dl className="space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
            <dt className="font-medium text-foreground sm:w-56 sm:shrink-0">{label}</dt>
            <dd className="break-all text-muted-foreground">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="flex items-start gap-2 rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
        {CHANNELS_ROLE_NOTE}
      </p>
    </div>
  );
}

function SlackWebhooksForm({ settings }: { settings: TUserSettings }) {
  const update = useUpdateSettings();
  const [replacingSecret, setReplacingSecret] = useState(!settings.webhookSecretSet);
  const form = useForm<TSlackWebhooksForm>({
    resolver: zodResolver(ZSlackWebhooksForm),
    defaultValues: toForm(settings),
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((v) => {
    const patch: TUserSettingsPatch = {
      slackWebhookUrl: v.slackWebhookUrl.trim() || null,
      webhookUrl: v.webhookUrl.trim() || null,
      ...(v.webhookSecret ? { webhookSecret: v.webhookSecret } : {}),
    };
    update.mutate(patch, {
      onSuccess: (saved) => {
        form.reset(toForm(saved));
        setReplacingSecret(!saved.webhookSecretSet);
      },
    });
  });
  const clearSecret = () =>
    update.mutate(
      { webhookSecret: null },
      {
        onSuccess: () => {
          form.setValue('webhookSecret', '');
          setReplacingSecret(true);
        },
      },
    );

  return (
    <form noValidate className="space-y-4" onSubmit={onSubmit}>
      <FormField
        label="Slack incoming-webhook URL"
        error={errors.slackWebhookUrl?.message}
        hint="Create one in Slack under Apps → Incoming Webhooks; it starts with https://hooks.slack.com/."
      >
        <Input
          type="url"
          inputMode="url"
          placeholder="https://hooks.slack.com/services/..."
          {...form.register('slackWebhookUrl')}
        />
      </FormField>
      <FormField
        label="Workflow webhook URL"
        error={errors.webhookUrl?.message}
        hint="Each alert is sent here as a versioned JSON event."
      >
        <Input
          type="url"
          inputMode="url"
          placeholder="https://n8n.example.com/webhook/..."
          {...form.register('webhookUrl')}
        />
      </FormField>
      {replacingSecret ? (
        <FormField
          label="Webhook secret"
          error={errors.webhookSecret?.message}
          hint="Optional, at least 16 characters. Events are then signed with HMAC-SHA256. It is never shown again."
        >
          <Input type="password" autoComplete="new-password" {...form.register('webhookSecret')} />
        </FormField>
      ) : (
        <div className="space-y-1.5">
          <p className="block text-sm font-medium text-foreground">Webhook secret</p>
          <div className="flex flex-col gap-2 rounded-lg border border-border p-3 sm:flex-row sm:items-center sm:justify-between">
            <span className="flex items-center gap-2 text-sm">
              <KeyRound className="size-4 text-success" aria-hidden />
              <Badge variant="success">Secret set</Badge>
              <span className="text-muted-foreground">Events are signed.</span>
            </span>
            <div className="flex gap-2">
              <Button type="button" variant="secondary" size="sm" onClick={() => setReplacingSecret(true)}>
                Replace
              </Button>
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={update.isPending}
                onClick={clearSecret}
              >
                Clear
              </Button>
            </div>
          </div>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 border-t border-border pt-5 sm:flex-row sm:justify-end">
        {replacingSecret && settings.webhookSecretSet ? (
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              form.setValue('webhookSecret', '');
              form.clearErrors('webhookSecret');
              setReplacingSecret(false);
            }}
          >
            Keep current secret
          </Button>
        ) : null}
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save connections'}
        </Button>
      </div>
    </form>
  );
}

/** Below pro: the fields dimmed and disabled, an upgrade link, and a way to remove what was set before a downgrade. */
function UpgradePanel({ settings }: { settings: TUserSettings }) {
  const update = useUpdateSettings();
  const isOwner = useIsOwner();
  const hasLeftovers = !!settings.slackWebhookUrl || !!settings.webhookUrl || settings.webhookSecretSet;
  return (
    <div className="space-y-4">
      <div aria-hidden className="pointer-events-none space-y-3 opacity-50 select-none">
        <Input disabled tabIndex={-1} placeholder="Slack incoming-webhook URL" />
        <Input disabled tabIndex={-1} placeholder="Workflow webhook URL" />
      </div>
      <div className="flex flex-col gap-3 rounded-lg bg-muted px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
          Slack and webhook alerts are part of the Pro plan.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          {hasLeftovers ? (
            <Button
              variant="secondary"
              disabled={update.isPending}
              onClick={() => update.mutate({ slackWebhookUrl: null, webhookUrl: null, webhookSecret: null })}
            >
              Remove saved connections
            </Button>
          ) : null}
          {isOwner === false ? (
            <p className="text-sm text-muted-foreground">{OWNERS_MANAGE_PLAN}</p>
          ) : (
            <Button asChild>
              <Link to={paths.simplePayment('pro')}>
                <Sparkles aria-hidden /> Upgrade to Pro
              </Link>
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
