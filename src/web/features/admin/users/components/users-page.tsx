import { Plus, Search, ShieldCheck, UserPlus, Users, Wallet } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { ADMIN_USER_SORTS, type TAdminUser, type TAdminUserSort } from '@shared/contracts/admin-users';
import { PLAN_KEYS, PLAN_LABELS, type TPlanKey } from '@shared/constants/plans';
import { formatCount } from '@shared/format';
import { PagedTable } from '@web/components/insights/paged-table';
import { StatCard } from '@web/components/insights/stat-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input, NativeSelect } from '@web/components/ui/input';
import { EmptyState, ErrorState } from '@web/components/ui/states';
import { TimeAgo } from '@web/components/ui/time-ago';
import { useUser } from '@web/features/auth';
import { pagedList } from '@web/lib/paging';
import { AdminPage, LoadingBlock } from '../../lib';
import { ROLE_LABELS } from '@web/features/team';
import { useAdminUserCounts } from '../api/get-admin-user-counts';
import { useAdminUsers } from '../api/get-admin-users';
import { useSetAdminRole, useSetUserPlan } from '../api/user-mutations';
import { CreateUserDialog } from './create-user-dialog';
import { DeleteUserDialog } from './delete-user-dialog';
import { UserDetailDialog } from './user-detail-dialog';

const SORT_LABELS: Record<TAdminUserSort, string> = {
  createdAt: 'Newest first',
  username: 'Username',
  email: 'Email',
  competitorCount: 'Most competitors',
};

/** /admin/users (docs/product-rules.md R57). */
export function UsersPage() {
  const [q, setQ] = useState('');
  const [sort, setSort] = useState<TAdminUserSort>('createdAt');
  const search = useDeferredValue(q);
  const users = useAdminUsers({
    q: search,
    sort,
    dir: sort === 'createdAt' || sort === 'competitorCount' ? 'desc' : 'asc',
  });
  const counts = useAdminUserCounts();
  const me = useUser().data;
  const setRole = useSetAdminRole();
  const setPlan = useSetUserPlan();
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TAdminUser | null>(null);
  const { items, total, next } = pagedList(users);
  const c = counts.data;

  return (
    <AdminPage
      title="User Management"
      description="Every account, its plan and its competitors."
      actions={
        <Button onClick={() => setCreating(true)}>
          <Plus aria-hidden /> Create User
        </Button>
      }
    >
      <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label="Total Users"
          value={c && formatCount(c.total)}
          hint={c ? `People, in ${formatCount(c.accounts)} ${c.accounts === 1 ? 'account' : 'accounts'}` : ''}
          icon={Users}
        />
        <StatCard label="Admins" value={c && formatCount(c.admins)} hint="Operators" icon={ShieldCheck} />
        <StatCard
          label="Paying Accounts"
          value={c && formatCount(c.paying)}
          hint="Starter or Pro"
          icon={Wallet}
        />
        <StatCard
          label="New This Week"
          value={c && formatCount(c.newThisWeek)}
          hint="Last 7 days"
          icon={UserPlus}
        />
      </div>
      <Card>
        <div className="flex flex-col gap-3 border-b border-border p-4 sm:flex-row">
          <div className="relative flex-1">
            <Search className="absolute top-3 left-3 size-4 text-muted-foreground" aria-hidden />
            <Input
              aria-label="Search users"
              placeholder="Search by username or email"
              className="pl-9"
              value={q}
              onChange={(e) => setQ(e.target.value)}
            />
          </div>
          <NativeSelect
            aria-label="Sort users"
            value={sort}
            onChange={(e) => setSort(e.target.value as TAdminUserSort)}
            className="sm:w-48"
          >
            {ADMIN_USER_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {users.isPending ? (
          <div className="p-4">
            <LoadingBlock label="Loading users" />
          </div>
        ) : users.isError && !users.data ? (
          <div className="p-4">
            <ErrorState
              title="Could not load users"
              error={users.error}
              onRetry={() => void users.refetch()}
            />
          </div>
        ) : items.length === 0 ? (
          <div className="p-4">
            <EmptyState
              icon={Users}
              title={search ? 'No users match this search' : 'No users yet'}
              description="Try another username or email."
            />
          </div>
        ) : (
          <PagedTable
            caption="Users"
            noun="users"
            items={items}
            total={total}
            next={next}
            rowKey={(u) => u.id}
            columns={[
              {
                header: 'User',
                card: 'title',
                cell: (u) => (
                  <>
                    <button
                      type="button"
                      className="block cursor-pointer text-left font-medium hover:underline"
                      onClick={() => setOpenId(u.id)}
                      aria-label={`Open ${u.username}`}
                    >
                      {u.username}
                    </button>
                    <span className="block text-xs break-all text-muted-foreground">{u.email}</span>
                  </>
                ),
              },
              {
                header: 'Accounts',
                cell: (u) =>
                  u.accounts.length === 0 ? (
                    <span className="text-xs text-muted-foreground">None</span>
                  ) : (
                    <ul aria-label={`Accounts of ${u.username}`} className="space-y-0.5 text-xs">
                      {u.accounts.map((a) => (
                        <li key={a.id} className="break-words">
                          {a.name} <span className="text-muted-foreground">· {ROLE_LABELS[a.role]}</span>
                          {a.memberCount > 1 ? (
                            <span className="text-muted-foreground"> · {a.memberCount} people</span>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  ),
              },
              {
                header: 'Role',
                cell: (u) => (
                  <Badge variant={u.isAdmin ? 'default' : 'secondary'}>
                    {u.isAdmin ? 'Admin' : 'Customer'}
                  </Badge>
                ),
              },
              {
                header: 'Plan',
                cell: (u) => (
                  <NativeSelect
                    aria-label={`Plan of ${u.username}`}
                    value={u.subscriptionPlan}
                    disabled={setPlan.isPending}
                    onChange={(e) => setPlan.mutate({ id: u.id, plan: e.target.value as TPlanKey })}
                    className="h-8 w-28 text-sm"
                  >
                    {PLAN_KEYS.map((key) => (
                      <option key={key} value={key}>
                        {PLAN_LABELS[key]}
                      </option>
                    ))}
                  </NativeSelect>
                ),
              },
              { header: 'Competitors', align: 'right', cell: (u) => formatCount(u.competitorCount) },
              { header: 'Signed up', cell: (u) => <TimeAgo value={u.createdAt} /> },
              {
                header: 'Actions',
                card: 'footer',
                cell: (u) =>
                  u.id === me?.id ? (
                    <span className="text-xs text-muted-foreground">You</span>
                  ) : (
                    <div className="flex flex-wrap gap-2">
                      <Button
                        size="sm"
                        variant="secondary"
                        disabled={setRole.isPending}
                        onClick={() => setRole.mutate({ id: u.id, isAdmin: !u.isAdmin })}
                      >
                        {u.isAdmin ? 'Remove admin' : 'Make admin'}
                      </Button>
                      <Button
                        size="sm"
                        variant="destructive"
                        onClick={() => setDeleting(u)}
                        aria-label={`Delete ${u.username}`}
                      >
                        Delete
                      </Button>
                    </div>
                  ),
              },
            ]}
          />
        )}
      </Card>
      <CreateUserDialog open={creating} onOpenChange={setCreating} />
      <UserDetailDialog id={openId} onClose={() => setOpenId(null)} />
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </AdminPage>
  );
}
