import { PageHeader } from '@web/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { MyAlertsTab } from './my-alerts-tab';
import { RecentActivityTab } from './recent-activity-tab';

/** /alerts: the user's alert rules and the activity feed they produce (customer.md §2). */
export function AlertsPage() {
  return (
    <div>
      <PageHeader
        title="Alerts & Notifications"
        description="Decide which competitor changes you hear about, and see everything that happened."
      />
      <Tabs defaultValue="my-alerts">
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
