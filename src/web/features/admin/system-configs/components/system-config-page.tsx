import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import {
  isSystemConfigKey,
  SYSTEM_CONFIG_RULES,
  type TSystemConfig,
  type TSystemConfigKey,
} from '@shared/contracts/system-config';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input } from '@web/components/ui/input';
import { Switch } from '@web/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AdminPage, LoadingBlock } from '../../lib';
import { useSystemConfigs } from '../api/get-system-configs';
import { useRestartScraping } from '../api/restart-scraping';
import { useUpdateSystemConfigs, type TSystemConfigChange } from '../api/update-system-configs';

const TABS = [
  { value: 'scraping', label: 'Scraping' },
  { value: 'email', label: 'Email' },
  { value: 'alerts', label: 'Alerts' },
] as const;

const ORDER = Object.keys(SYSTEM_CONFIG_RULES);
/** Shown, not edited: the scheduler uses the per-plan intervals (docs/product-rules.md R3). */
const SHOWN_ONLY: TSystemConfigKey[] = ['scraping_interval_minutes'];

const rangeHint = (key: TSystemConfigKey) => {
  const rule = SYSTEM_CONFIG_RULES[key];
  if (rule.kind === 'boolean') return undefined;
  return `${rule.min} to ${rule.max}${rule.unit ? ` ${rule.unit}` : ''}`;
};

/** /admin/system-config (docs/product-rules.md R60): each setting typed and checked by the server. */
export function SystemConfigPage() {
  const configs = useSystemConfigs();
  const restart = useRestartScraping();
  return (
    <AdminPage
      title="System Configuration"
      description="Scraping cadence, email schedule and alert defaults; changes apply from the next scheduler run."
      actions={
        <Button variant="secondary" disabled={restart.isPending} onClick={() => restart.mutate()}>
          <RotateCcw aria-hidden /> {restart.isPending ? 'Restarting...' : 'Restart Scraping'}
        </Button>
      }
    >
      {configs.isPending ? (
        <LoadingBlock label="Loading configurations" />
      ) : configs.isError ? (
        <div
          role="alert"
          className="rounded-card border border-destructive/30 bg-destructive-soft p-5 text-sm"
        >
          <p className="font-semibold text-destructive">Failed to load configurations</p>
          <p className="mt-1">{configs.error.message}</p>
          <Button variant="secondary" size="sm" className="mt-3" onClick={() => window.location.reload()}>
            Reload Page
          </Button>
        </div>
      ) : (
        <Tabs defaultValue="scraping">
          <TabsList>
            {TABS.map((t) => (
              <TabsTrigger key={t.value} value={t.value}>
                {t.label}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((t) => (
            <TabsContent key={t.value} value={t.value}>
              <ConfigForm
                configs={configs.data
                  .filter((c) => c.category === t.value && isSystemConfigKey(c.key))
                  .sort((a, b) => ORDER.indexOf(a.key) - ORDER.indexOf(b.key))}
              />
            </TabsContent>
          ))}
        </Tabs>
      )}
    </AdminPage>
  );
}

function ConfigForm({ configs }: { configs: TSystemConfig[] }) {
  const [draft, setDraft] = useState<Record<string, string>>({});
  const save = useUpdateSystemConfigs();
  const valueOf = (c: TSystemConfig) => draft[c.key] ?? c.value;
  const changes: TSystemConfigChange[] = configs
    .filter((c) => draft[c.key] !== undefined && draft[c.key] !== c.value)
    .map((c) => {
      const key = c.key as TSystemConfigKey;
      const raw = draft[c.key]!;
      return { key, value: SYSTEM_CONFIG_RULES[key].kind === 'boolean' ? raw === 'true' : raw };
    });
  if (configs.length === 0) return <p className="text-sm text-muted-foreground">No data yet</p>;
  return (
    <Card>
      <CardContent className="space-y-5 p-5">
        {configs.map((c) => {
          const key = c.key as TSystemConfigKey;
          const rule = SYSTEM_CONFIG_RULES[key];
          return rule.kind === 'boolean' ? (
            <label key={key} className="flex items-center justify-between gap-4 text-sm font-medium">
              <span>
                {rule.label}
                <span className="block font-normal text-muted-foreground">{c.description}</span>
              </span>
              <Switch
                aria-label={rule.label}
                checked={valueOf(c) === 'true'}
                onCheckedChange={(on) => setDraft({ ...draft, [key]: String(on) })}
              />
            </label>
          ) : (
            <FormField
              key={key}
              label={rule.label}
              hint={SHOWN_ONLY.includes(key) ? 'Shown only: each plan has its own interval.' : rangeHint(key)}
            >
              <Input
                readOnly={SHOWN_ONLY.includes(key)}
                inputMode={rule.kind === 'decimal' ? 'decimal' : 'numeric'}
                value={valueOf(c)}
                onChange={(e) => setDraft({ ...draft, [key]: e.target.value })}
              />
            </FormField>
          );
        })}
        <div className="flex gap-2">
          <Button
            disabled={changes.length === 0 || save.isPending}
            onClick={() => save.mutate(changes, { onSuccess: () => setDraft({}) })}
          >
            {save.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
          <Button variant="secondary" disabled={changes.length === 0} onClick={() => setDraft({})}>
            Cancel
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
