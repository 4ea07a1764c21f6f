import { useSearchParams } from 'react-router';
import { PageHeader } from '@web/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { MyAlertsTab } from './my-alerts-tab';
import { RecentActivityTab } from '@web/features/notifications';

const TABS = ['my-alerts', 'recent-activity'] as const;

/**
 * /alerts: the user's alert rules and the activity feed they produce. `?tab=recent-activity` opens the feed
 * (alert emails and Slack messages link there).
 */
export function AlertsPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = TABS.find((t) => t === requested) ?? 'my-alerts';
  return (
    <div>
      <PageHeader
        title="Alerts & Notifications"
        description="Decide which competitor changes you hear about, and see everything that happened."
      />
      <Tabs
        value={tab}
        onValueChange={(value) => setParams(value === 'my-alerts' ? {} : { tab: value }, { replace: true })}
      >
        <TabsList>
          <TabsTrigger value="my-alerts">My Alerts</TabsTrigger>
          <TabsTrigger value="recent-activity">Recent Activity</TabsTrigger>
        </TabsList>
        <TabsContent value="my-alerts">
          <MyAlertsTab />
        </TabsContent>
        <TabsContent value="recent-activity">
          <RecentActivityTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
