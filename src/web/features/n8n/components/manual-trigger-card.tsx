import { Play } from 'lucide-react';
import { useState } from 'react';
import { Banner, ErrorState } from '@web/components/ui/states';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Label, NativeSelect } from '@web/components/ui/input';
import { toast } from '@web/components/ui/use-toast';
import { useAdminCompetitors } from '@web/features/admin/competitors';
import { useTriggerN8nScan } from '../api/trigger-n8n-scan';

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

/** Starts the N8N scan workflow for one competitor of any user. */
export function ManualTriggerCard({ enabled }: { enabled: boolean }) {
  const competitors = useAdminCompetitors();
  const trigger = useTriggerN8nScan();
  const [competitorId, setCompetitorId] = useState('');

  const submit = () => {
    if (!competitorId) {
      toast({
        title: 'No Competitor Selected',
        description: 'Please select a competitor to scan',
        variant: 'destructive',
      });
      return;
    }
    trigger.mutate(competitorId);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Manual Trigger</CardTitle>
        <CardDescription>Send a scan request for one competitor to your N8N workflow.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {!enabled ? (
          <Banner tone="info">
            N8N integration is disabled. Set the N8N_WEBHOOK_URL environment variable on the server and
            restart Rivalwatch to enable it.
          </Banner>
        ) : null}
        {competitors.isError ? (
          <ErrorState
            title="Could not load competitors"
            error={competitors.error}
            onRetry={() => void competitors.refetch()}
          />
        ) : (
          <div className="space-y-1.5">
            <Label htmlFor="n8n-competitor">Competitor</Label>
            <NativeSelect
              id="n8n-competitor"
              value={competitorId}
              disabled={!enabled || competitors.isPending}
              onChange={(e) => setCompetitorId(e.target.value)}
            >
              <option value="">
                {competitors.isPending
                  ? 'Loading...'
                  : competitors.data.length === 0
                    ? 'No competitors yet'
                    : 'Select a competitor'}
              </option>
              {competitors.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name} ({statusLabel(c.status)})
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        <Button className="w-full sm:w-auto" disabled={!enabled || trigger.isPending} onClick={submit}>
          <Play aria-hidden /> {trigger.isPending ? 'Triggering...' : 'Trigger N8N Scan Workflow'}
        </Button>
      </CardContent>
    </Card>
  );
}
