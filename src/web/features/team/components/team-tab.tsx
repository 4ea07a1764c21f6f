import { useState } from 'react';
import { ACCOUNT_ROLES, type TAccountMember, type TAccountRole } from '@shared/contracts/account';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { NativeSelect } from '@web/components/ui/input';
import { ErrorState } from '@web/components/ui/states';
import { useChangeMemberRole } from '../api/change-member-role';
import { useMembers } from '../api/get-members';
import { useMyAccounts } from '../api/get-my-accounts';
import { useRemoveMember } from '../api/remove-member';
import { useTransferOwnership } from '../api/transfer-ownership';
import { ROLE_LABELS } from '../lib/role-labels';
import { TeamActivity } from './team-activity';
import { TeamInvitations } from './team-invitations';

/** Settings → Team (docs/product-rules.md R24): the members, the owner's invitations and who changed what. */
export function TeamTab({ userId }: { userId: string }) {
  const accounts = useMyAccounts();
  const isOwner = accounts.data?.find((a) => a.current)?.role === 'owner';
  return (
    <div className="space-y-6">
      <MembersCard userId={userId} isOwner={isOwner} />
      {isOwner ? <TeamInvitations /> : null}
      <TeamActivity />
    </div>
  );
}

function MembersCard({ userId, isOwner }: { userId: string; isOwner: boolean }) {
  const members = useMembers();
  const remove = useRemoveMember();
  const changeRole = useChangeMemberRole();
  const transfer = useTransferOwnership();
  const [handingTo, setHandingTo] = useState<TAccountMember | null>(null);
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
                <div className="flex flex-wrap items-center gap-2">
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
                  {isOwner && m.userId !== userId && m.role !== 'owner' ? (
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setHandingTo(m)}
                      aria-label={`Hand the ownership to ${m.username}`}
                    >
                      Make owner
                    </Button>
                  ) : null}
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
        <ConfirmDialog
          open={handingTo !== null}
          onClose={() => setHandingTo(null)}
          title={`Hand the ownership to ${handingTo?.username ?? ''}?`}
          description="They become an owner of this account, with its billing and members, and you become a manager. Only an owner can make you an owner again."
          confirmLabel="Hand over ownership"
          pendingLabel="Handing over..."
          pending={transfer.isPending}
          onConfirm={() =>
            handingTo && transfer.mutate(handingTo.userId, { onSettled: () => setHandingTo(null) })
          }
        />
      </CardContent>
    </Card>
  );
}
