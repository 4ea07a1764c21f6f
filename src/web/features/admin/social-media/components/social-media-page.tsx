import { AlertTriangle, CalendarClock, CheckCircle2, Megaphone, Play, Sparkles, Square } from 'lucide-react';
import type { TSocialGenerateResult, TSocialStartResult } from '@shared/contracts/social';
import { formatCount } from '@shared/format';
import { StatCard } from '@web/components/insights/stat-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Banner, ErrorState } from '@web/components/ui/states';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { AdminPage } from '../../lib';
import { useGenerateSocialContent } from '../api/generate-social-content';
import { useSocialSettings } from '../api/get-social-settings';
import { useSocialStats } from '../api/get-social-stats';
import { useStartSocialScheduler } from '../api/start-social-scheduler';
import { SocialPostsList } from './social-posts-list';
import { SocialSettingsPanel } from './social-settings-panel';

/** /admin/social-media (docs/product-rules.md R42, R43): the figures, the two actions, the posts and settings. */
export function SocialMediaPage() {
  const stats = useSocialStats();
  const settings = useSocialSettings();
  const generate = useGenerateSocialContent();
  const scheduler = useStartSocialScheduler();
  const s = stats.data;
  const running = settings.data?.autoPostingEnabled;

  return (
    <AdminPage
      title="Social Media Automation"
      description="Posts drafted from real figures, scheduled and published to X, LinkedIn, Facebook and Reddit."
      actions={
        // One row beside the title on a wide screen; they wrap on a phone.
        <div className="flex flex-wrap gap-2 lg:flex-nowrap">
          <Button
            onClick={() => {
              scheduler.reset();
              generate.mutate();
            }}
            disabled={generate.isPending}
            aria-busy={generate.isPending}
          >
            <Sparkles aria-hidden /> {generate.isPending ? 'Generating...' : 'Generate Content'}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              generate.reset();
              scheduler.mutate();
            }}
            disabled={scheduler.isPending || running === undefined}
          >
            {running ? <Square aria-hidden /> : <Play aria-hidden />}
            {scheduler.isPending ? 'Working...' : running ? 'Stop Scheduler' : 'Start Scheduler'}
          </Button>
        </div>
      }
    >
      <div className="mb-4 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <span>Scheduler</span>
        {running === undefined ? (
          <Badge variant="secondary">{settings.isError ? 'Unknown' : 'Loading...'}</Badge>
        ) : (
          <Badge variant={running ? 'success' : 'secondary'} data-testid="scheduler-state">
            {running ? 'Running' : 'Stopped'}
          </Badge>
        )}
      </div>
      <div className="mb-6 space-y-3 empty:hidden">
        {generate.data ? <GenerateOutcome result={generate.data} /> : null}
        {generate.isError ? (
          <Banner tone="error">Content generation failed: {generate.error.message}</Banner>
        ) : null}
        {scheduler.data ? <SchedulerOutcome result={scheduler.data} /> : null}
        {scheduler.isError ? (
          <Banner tone="error">The scheduler did not change: {scheduler.error.message}</Banner>
        ) : null}
      </div>
      {stats.isError ? (
        <div className="mb-6">
          <ErrorState
            title="Failed to fetch stats"
            error={stats.error}
            onRetry={() => void stats.refetch()}
          />
        </div>
      ) : (
        <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatCard
            label="Total Posts"
            value={s && formatCount(s.totalPosts)}
            hint={s ? `${formatCount(s.postedPosts)} posted` : ''}
            icon={Megaphone}
          />
          <StatCard
            label="Posted Today"
            value={s && formatCount(s.postsToday)}
            hint="Since 00:00 UTC"
            icon={CheckCircle2}
          />
          <StatCard
            label="Scheduled"
            value={s && formatCount(s.scheduledPosts)}
            hint={s ? `${formatCount(s.publishingPosts)} publishing` : ''}
            icon={CalendarClock}
          />
          <StatCard
            label="Failed"
            value={s && formatCount(s.failedPosts)}
            hint={s ? `${formatCount(s.missedPosts)} missed` : ''}
            icon={AlertTriangle}
          />
        </div>
      )}
      <Tabs defaultValue="posts">
        <TabsList>
          <TabsTrigger value="posts">Posts</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
        </TabsList>
        <TabsContent value="posts">
          <SocialPostsList />
        </TabsContent>
        <TabsContent value="settings">
          <SocialSettingsPanel settings={settings} />
        </TabsContent>
      </Tabs>
    </AdminPage>
  );
}

/** What Generate Content did: the server's message, then each thing it skipped and why. */
function GenerateOutcome({ result }: { result: TSocialGenerateResult }) {
  return (
    <Banner tone={result.scheduled > 0 ? 'success' : 'info'}>
      <p className="font-medium">{result.message}</p>
      {result.skipped.length > 0 ? (
        <ul className="mt-2 max-h-48 list-disc space-y-1 overflow-y-auto pl-5 text-foreground">
          {/* Each reason names its platform or template itself. */}
          {result.skipped.map((k, i) => (
            <li key={i}>{k.reason}</li>
          ))}
        </ul>
      ) : null}
    </Banner>
  );
}

/** What Start Scheduler / Stop did, in the server's words; the Scheduler badge above shows the state. */
function SchedulerOutcome({ result }: { result: TSocialStartResult }) {
  return <Banner tone={result.autoPostingEnabled ? 'success' : 'info'}>{result.message}</Banner>;
}
