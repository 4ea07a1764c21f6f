import { Users } from 'lucide-react';
import { useState } from 'react';
import type { TAccountActivity, TAccountRole } from '@shared/contracts/account';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { NativeSelect } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { TimeAgo } from '@web/components/ui/time-ago';
import { pagedList } from '@web/lib/paging';
import { useActivity } from '../api/get-activity';
import { useMembers } from '../api/get-members';
import { describePlanActivity } from '../lib/describe-plan-activity';
import { ACTION_LABELS, ROLE_LABELS } from '../lib/role-labels';

/**
 * Who changed what in the account (docs/product-rules.md R24), newest first, a page at a time, for everyone or
 * one person. A person who has left the account stays in the records, but only members are offered as a filter.
 */
export function TeamActivity() {
  const [person, setPerson] = useState<string | null>(null);
  const members = useMembers();
  const activity = useActivity(person);
  const list = pagedList(activity);
  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Activity</CardTitle>
          <CardDescription>Who changed what in this account, newest first.</CardDescription>
        </div>
        <NativeSelect
          className="h-9 sm:w-48"
          aria-label="Whose changes"
          value={person ?? ''}
          onChange={(e) => setPerson(e.target.value || null)}
        >
          <option value="">Everyone</option>
          {(members.data ?? []).map((m) => (
            <option key={m.userId} value={m.userId}>
              {m.username}
            </option>
          ))}
        </NativeSelect>
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
        ) : list.items.length === 0 ? (
          <EmptyState
            icon={Users}
            title="No data yet"
            description={
              person
                ? 'This person has changed nothing in this account.'
                : 'Changes to competitors, alerts and members show here.'
            }
          />
        ) : (
          <>
            <ul className="divide-y divide-border" aria-label="Activity">
              {list.items.map((a) => (
                <li key={a.id} className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:justify-between">
                  <span className="break-words">{describe(a)}</span>
                  <TimeAgo value={a.at} className="shrink-0 text-muted-foreground" />
                </li>
              ))}
            </ul>
            {list.next.hasNextPage ? (
              <div className="mt-4 flex flex-col items-center gap-2">
                <Button
                  variant="secondary"
                  disabled={list.next.isFetchingNextPage}
                  onClick={list.next.onLoadMore}
                >
                  {list.next.isFetchingNextPage ? 'Loading...' : 'Load More Activity'}
                </Button>
                {activity.isFetchNextPageError ? (
                  <p role="alert" className="text-sm text-destructive">
                    Could not load more activity. Please try again.
                  </p>
                ) : null}
              </div>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** "bob added the competitor Northpeak", "alice changed the role of carol to Reader". */
function describe(a: TAccountActivity): string {
  const plan = describePlanActivity(a);
  if (plan) return plan;
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
