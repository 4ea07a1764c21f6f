import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  SOCIAL_CONTENT_TYPE_LABELS,
  SOCIAL_CONTENT_TYPES,
  SOCIAL_DAILY_LIMIT_MAX,
  SOCIAL_DAILY_LIMIT_MIN,
  SOCIAL_PLATFORM_LABELS,
  SOCIAL_PLATFORMS,
  ZSocialSettingsBody,
  type TSocialContentType,
  type TSocialPlatform,
  type TSocialPlatformState,
  type TSocialSettings,
  type TSocialSettingsBody,
} from '@shared/contracts/social';
import { fullDateTime } from '@shared/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Banner, ErrorState } from '@web/components/ui/states';
import { Switch } from '@web/components/ui/switch';
import { useTimeZone } from '@web/lib/time-zone';
import { LoadingBlock } from '../../lib';
import { useSaveSocialSettings } from '../api/save-social-settings';

/** The Settings tab: auto-posting, then the form, then each platform's credentials. */
export function SocialSettingsPanel({ settings }: { settings: UseQueryResult<TSocialSettings> }) {
  if (settings.isPending) return <LoadingBlock label="Loading settings" />;
  if (!settings.data)
    return (
      <ErrorState
        title="Failed to load settings"
        error={settings.error}
        onRetry={() => void settings.refetch()}
      />
    );
  const s = settings.data;
  return (
    <div className="space-y-6">
      <AutoPosting enabled={s.autoPostingEnabled} />
      {/* A saved answer remounts the form, so it starts again from what the server kept. */}
      <SettingsForm key={formKey(s)} settings={s} />
      <Platforms platforms={s.platforms} />
    </div>
  );
}

const formKey = (s: TSocialSettings) =>
  JSON.stringify([s.dailyPostLimits, s.optimalPostingTimes, s.contentMix, s.subreddit]);

function AutoPosting({ enabled }: { enabled: boolean }) {
  const save = useSaveSocialSettings();
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div>
          <p className="font-medium" id="auto-posting-label">
            Auto-posting
          </p>
          <p className="text-sm text-muted-foreground">
            When on, due posts are published at their scheduled time.
          </p>
        </div>
        <Switch
          aria-labelledby="auto-posting-label"
          checked={enabled}
          disabled={save.isPending}
          onCheckedChange={(autoPostingEnabled) => save.mutate({ autoPostingEnabled })}
        />
      </CardContent>
      {save.isError ? (
        <div className="px-5 pb-5 sm:px-6">
          <Banner tone="error">{save.error.message}</Banner>
        </div>
      ) : null}
    </Card>
  );
}

type TForm = {
  limits: Record<TSocialPlatform, string>;
  hours: Record<TSocialPlatform, string>;
  mix: Record<TSocialContentType, string>;
  subreddit: string;
};

const perPlatform = <T,>(f: (p: TSocialPlatform) => T) =>
  Object.fromEntries(SOCIAL_PLATFORMS.map((p) => [p, f(p)])) as Record<TSocialPlatform, T>;
const perType = <T,>(f: (t: TSocialContentType) => T) =>
  Object.fromEntries(SOCIAL_CONTENT_TYPES.map((t) => [t, f(t)])) as Record<TSocialContentType, T>;

const formOf = (s: TSocialSettings): TForm => ({
  limits: perPlatform((p) => String(s.dailyPostLimits[p])),
  hours: perPlatform((p) => s.optimalPostingTimes[p].join(', ')),
  mix: perType((t) => String(s.contentMix[t])),
  subreddit: s.subreddit ?? '',
});

/** A typed number as entered: blank or not a number stays NaN, for the contract's message to name it. */
const asNumber = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
const asHours = (v: string) =>
  v
    .split(/[\s,]+/)
    .filter(Boolean)
    .map(asNumber);

/** Only what changed is sent; each part is checked by the same rules as the server's before it goes. */
function bodyOf(form: TForm, initial: TForm): TSocialSettingsBody {
  const body: TSocialSettingsBody = {};
  const limits = SOCIAL_PLATFORMS.filter((p) => form.limits[p] !== initial.limits[p]);
  if (limits.length)
    body.dailyPostLimits = Object.fromEntries(limits.map((p) => [p, asNumber(form.limits[p])]));
  const hours = SOCIAL_PLATFORMS.filter((p) => form.hours[p] !== initial.hours[p]);
  if (hours.length)
    body.optimalPostingTimes = Object.fromEntries(hours.map((p) => [p, asHours(form.hours[p])]));
  if (SOCIAL_CONTENT_TYPES.some((t) => form.mix[t] !== initial.mix[t]))
    body.contentMix = perType((t) => asNumber(form.mix[t]));
  if (form.subreddit !== initial.subreddit) body.subreddit = form.subreddit.trim() || null;
  return body;
}

function SettingsForm({ settings }: { settings: TSocialSettings }) {
  const initial = formOf(settings);
  const [form, setForm] = useState<TForm>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveSocialSettings();
  const timeZone = useTimeZone();
  const body = bodyOf(form, initial);
  const changed = Object.keys(body).length > 0;
  const mixSum = SOCIAL_CONTENT_TYPES.reduce((sum, t) => sum + (asNumber(form.mix[t]) || 0), 0);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setProblem(null);
    save.reset();
    const parsed = ZSocialSettingsBody.safeParse(body);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the settings');
    save.mutate(body);
  };
  const error = problem ?? (save.isError ? save.error.message : null);

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Posting schedule</CardTitle>
          <CardDescription>
            Posts per day ({SOCIAL_DAILY_LIMIT_MIN} to {SOCIAL_DAILY_LIMIT_MAX}) and the hours they go out, as
            whole UTC hours separated by commas.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 md:grid-cols-2">
          {SOCIAL_PLATFORMS.map((p) => (
            <fieldset key={p} className="grid grid-cols-[7rem_1fr] gap-3 rounded-lg border border-border p-3">
              <legend className="px-1 text-sm font-semibold">{SOCIAL_PLATFORM_LABELS[p]}</legend>
              <FormField label="Posts per day">
                <Input
                  aria-label={`${SOCIAL_PLATFORM_LABELS[p]} posts per day`}
                  type="number"
                  inputMode="numeric"
                  min={SOCIAL_DAILY_LIMIT_MIN}
                  max={SOCIAL_DAILY_LIMIT_MAX}
                  value={form.limits[p]}
                  onChange={(e) => setForm({ ...form, limits: { ...form.limits, [p]: e.target.value } })}
                />
              </FormField>
              <FormField label="Posting hours (UTC)">
                <Input
                  aria-label={`${SOCIAL_PLATFORM_LABELS[p]} posting hours (UTC)`}
                  inputMode="numeric"
                  value={form.hours[p]}
                  onChange={(e) => setForm({ ...form, hours: { ...form.hours, [p]: e.target.value } })}
                />
              </FormField>
            </fieldset>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Content mix</CardTitle>
          <CardDescription>The share of each kind of post, in percent; together 100.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {SOCIAL_CONTENT_TYPES.map((t) => (
              <FormField key={t} label={`${SOCIAL_CONTENT_TYPE_LABELS[t]} (%)`}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  value={form.mix[t]}
                  onChange={(e) => setForm({ ...form, mix: { ...form.mix, [t]: e.target.value } })}
                />
              </FormField>
            ))}
          </div>
          <p
            aria-live="polite"
            data-testid="mix-total"
            className={
              mixSum === 100 ? 'text-sm text-muted-foreground' : 'text-sm font-medium text-destructive'
            }
          >
            Total {mixSum}%{mixSum === 100 ? '' : ` (must be 100%)`}
          </p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Reddit</CardTitle>
          <CardDescription>Reddit posts are skipped until a subreddit is set.</CardDescription>
        </CardHeader>
        <CardContent>
          <FormField label="Subreddit" hint="The name without r/, e.g. shopify.">
            <Input
              value={form.subreddit}
              autoComplete="off"
              onChange={(e) => setForm({ ...form, subreddit: e.target.value })}
              className="sm:max-w-xs"
            />
          </FormField>
        </CardContent>
      </Card>
      {error ? <Banner tone="error">{error}</Banner> : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          {settings.lastContentGeneration
            ? `Content last generated ${fullDateTime(settings.lastContentGeneration, timeZone)}.`
            : 'Content not generated yet.'}
        </p>
        <Button type="submit" disabled={!changed || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </div>
    </form>
  );
}

/** Per platform: configured or not, refused credentials, and the variables still to set (names only). */
function Platforms({ platforms }: { platforms: TSocialPlatformState[] }) {
  const timeZone = useTimeZone();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Platforms</CardTitle>
        <CardDescription>
          Credentials come from the server's environment; set the variables named below and restart it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border">
          {platforms.map((p) => (
            <li key={p.platform} className="space-y-2 py-3" aria-label={SOCIAL_PLATFORM_LABELS[p.platform]}>
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{SOCIAL_PLATFORM_LABELS[p.platform]}</span>
                {p.needsNewCredentials ? (
                  <Badge variant="destructive">Needs new credentials</Badge>
                ) : p.configured ? (
                  <Badge variant="success">Configured</Badge>
                ) : (
                  <Badge variant="warning">Not configured</Badge>
                )}
              </div>
              {p.missingVariables.length > 0 ? (
                <p className="text-sm text-muted-foreground">
                  Set{' '}
                  {p.missingVariables.map((v, i) => (
                    <span key={v}>
                      {i > 0 ? ', ' : ''}
                      <code className="rounded bg-muted px-1 py-0.5 text-xs break-all text-foreground">
                        {v}
                      </code>
                    </span>
                  ))}
                </p>
              ) : null}
              {p.needsNewCredentials ? (
                <p className="text-sm break-words text-destructive">
                  {p.credentialsRefusedAt
                    ? `Refused ${fullDateTime(p.credentialsRefusedAt, timeZone)}`
                    : 'Refused'}
                  {p.lastError ? `: ${p.lastError}` : ''}. Its posts wait until the credentials are replaced.
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
