import { Users } from 'lucide-react';
import { ACCOUNT_ROLES, type TAccountActivity, type TAccountRole } from '@shared/contracts/account';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { NativeSelect } from '@web/components/ui/input';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { TimeAgo } from '@web/components/ui/time-ago';
import { useChangeMemberRole } from '../api/change-member-role';
import { useActivity } from '../api/get-activity';
import { useMembers } from '../api/get-members';
import { useMyAccounts } from '../api/get-my-accounts';
import { useRemoveMember } from '../api/remove-member';
import { ACTION_LABELS, ROLE_LABELS } from '../lib/role-labels';
import { TeamInvitations } from './team-invitations';

/** Settings → Team (docs/product-rules.md R24): the members, the owner's invitations and who changed what. */
export function TeamTab({ userId }: { userId: string }) {
  const accounts = useMyAccounts();
  const isOwner = accounts.data?.find((a) => a.current)?.role === 'owner';
  return (
    <div className="space-y-6">
      <MembersCard userId={userId} isOwner={isOwner} />
      {isOwner ? <TeamInvitations /> : null}
      <ActivityCard />
    </div>
  );
}

function MembersCard({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const members = useMembers();
  const remove = useRemoveMember();
  const changeRole = useChangeMemberRole();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Members</CardTitle>
        <CardDescription>
          Owners do everything; managers everything but billing and members; readers see every screen and
          change nothing.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {members.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading members..." />
          </div>
        ) : members.isError ? (
          <ErrorState
            title="Could not load the members"
            error={members.error}
            onRetry={() => void members.refetch()}
          />
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border" aria-label="Members">
            {members.data.map((m) => (
              <li
                key={m.userId}
                className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">
                    {m.username}
                    {m.userId === userId ? <span className="text-muted-foreground"> (you)</span> : null}
                  </p>
                  <p className="text-sm break-words text-muted-foreground">{m.email}</p>
                </div>
                <div className="flex items-center gap-2">
                  {isOwner && m.userId !== userId ? (
                    <NativeSelect
                      className="h-9 w-auto"
                      aria-label={`Role of ${m.username}`}
                      value={m.role}
                      disabled={changeRole.isPending}
                      onChange={(e) =>
                        changeRole.mutate({ userId: m.userId, role: e.target.value as TAccountRole })
                      }
                    >
                      {ACCOUNT_ROLES.map((r) => (
                        <option key={r} value={r}>
                          {ROLE_LABELS[r]}
                        </option>
                      ))}
                    </NativeSelect>
                  ) : (
                    <Badge variant={m.role === 'owner' ? 'default' : 'secondary'}>
                      {ROLE_LABELS[m.role]}
                    </Badge>
                  )}
                  {isOwner && m.userId !== userId ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(m.userId)}
                      aria-label={`Remove ${m.username}`}
                    >
                      Remove
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ActivityCard() {
  const activity = useActivity();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Activity</CardTitle>
        <CardDescription>Who changed what in this account, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {activity.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading activity..." />
          </div>
        ) : activity.isError ? (
          <ErrorState
            title="Could not load the activity"
            error={activity.error}
            onRetry={() => void activity.refetch()}
          />
        ) : activity.data.items.length === 0 ? (
          <EmptyState
            icon={Users}
            title="No data yet"
            description="Changes to competitors, alerts and members show here."
          />
        ) : (
          <ul className="divide-y divide-border" aria-label="Activity">
            {activity.data.items.map((a) => (
              <li key={a.id} className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:justify-between">
                <span className="break-words">{describe(a)}</span>
                <TimeAgo value={a.at} className="shrink-0 text-muted-foreground" />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** "bob added the competitor Northpeak". */
function describe(a: TAccountActivity): string {
  const who = a.actor ?? 'Someone';
  const what = ACTION_LABELS[a.action] ?? a.action;
  const subject = (a.after ?? a.before) as { name?: unknown; email?: unknown } | null;
  const name =
    typeof subject?.name === 'string'
      ? subject.name
      : typeof subject?.email === 'string'
        ? subject.email
        : '';
  const role = (a.after as { role?: unknown } | null)?.role;
  const toRole =
    a.action === 'member.role' && typeof role === 'string' && role in ROLE_LABELS
      ? ` to ${ROLE_LABELS[role as TAccountRole]}`
      : '';
  return `${who} ${what}${name ? ` ${name}` : ''}${toRole}`;
}
