import { useSearchParams } from 'react-router';
import type { TPublicUser } from '@shared/contracts/auth';
import { PageHeader } from '@web/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { MyStoreCard } from '@web/features/my-store';
import { TeamTab, useMyAccounts } from '@web/features/team';
import { resolveSettingsTab, settingsTabsFor } from '../lib/settings-tabs';
import { AccountTab } from './account-tab';
import { EmailIntervalsTab } from './email-intervals-tab';
import { NotificationsTab } from './notifications-tab';
import { ServicesTab } from './services-tab';
import { PlanTab } from './plan-tab';
import { SecurityTab } from './security-tab';

/** /settings: the tab comes from ?tab= and switching tabs rewrites it in place (no new history entry). */
export function SettingsPage({ user }: { user: TPublicUser }) {
  const [params, setParams] = useSearchParams();
  const accounts = useMyAccounts();
  const current = accounts.data?.find((a) => a.current);
  const isOwner = current ? current.role === 'owner' : undefined;
  const tabs = settingsTabsFor(user, isOwner);
  const active = resolveSettingsTab(params.get('tab'), user, isOwner);

  const selectTab = (value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set('tab', value);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader title="Settings" description="Manage your account, notifications, plan and security." />
      <Tabs value={active} onValueChange={selectTab}>
        <TabsList aria-label="Settings sections" className="w-full flex-wrap justify-start sm:w-auto">
          {tabs.map(({ value, label, icon: Icon }) => (
            <TabsTrigger key={value} value={value} className="shrink-0 gap-2">
              <Icon className="hidden size-4 sm:block" aria-hidden />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="account">
          <AccountTab />
        </TabsContent>
        <TabsContent value="notifications">
          <NotificationsTab user={user} />
        </TabsContent>
        <TabsContent value="team">
          <TeamTab userId={user.id} />
        </TabsContent>
        <TabsContent value="my-store">
          <MyStoreCard />
        </TabsContent>
        {user.isAdmin ? (
          <>
            <TabsContent value="email-intervals">
              <EmailIntervalsTab />
            </TabsContent>
            <TabsContent value="integrations">
              <ServicesTab />
            </TabsContent>
          </>
        ) : null}
        {isOwner ? (
          <TabsContent value="subscription">
            <PlanTab user={user} />
          </TabsContent>
        ) : null}
        <TabsContent value="security">
          <SecurityTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
