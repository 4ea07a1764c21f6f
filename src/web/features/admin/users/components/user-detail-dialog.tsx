import { Badge } from '@web/components/ui/badge';
import { Modal } from '@web/components/ui/modal';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorState } from '@web/components/ui/states';
import { fullDateTime } from '@shared/format';
import { PLAN_LABELS } from '@shared/constants/plans';
import { useAdminUser } from '../api/get-admin-user';
import { ROLE_LABELS } from '@web/features/team';

/**
 * A user's detail: their accounts with their role and the account's members (docs/product-rules.md R24), the
 * competitors and last sign-in. Plan history and payments come with billing.
 */
export function UserDetailDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const detail = useAdminUser(id);
  const user = detail.data?.user;
  return (
    <Modal
      open={id !== null}
      onOpenChange={(o) => (o ? null : onClose())}
      title={user ? user.username : 'User'}
      description={user ? user.email : 'Loading...'}
    >
      {detail.isPending ? (
        <Spinner label="Loading user..." />
      ) : detail.isError ? (
        <ErrorState
          title="Could not load this user"
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : (
        <div className="space-y-4 text-sm">
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
            <dt className="text-muted-foreground">Role</dt>
            <dd>{detail.data.user.isAdmin ? 'Admin' : 'Customer'}</dd>
            <dt className="text-muted-foreground">Plan</dt>
            <dd>
              {PLAN_LABELS[detail.data.user.subscriptionPlan]} ({detail.data.user.subscriptionStatus})
            </dd>
            <dt className="text-muted-foreground">Signed up</dt>
            <dd>{fullDateTime(detail.data.user.createdAt)}</dd>
            <dt className="text-muted-foreground">Last sign-in</dt>
            <dd>{detail.data.user.lastSignInAt ? fullDateTime(detail.data.user.lastSignInAt) : 'Never'}</dd>
          </dl>
          <section aria-label="Accounts">
            <h3 className="mb-2 font-semibold">Accounts ({detail.data.accounts.length})</h3>
            {detail.data.accounts.length === 0 ? (
              <p className="text-muted-foreground">Not a member of any account.</p>
            ) : (
              <ul className="space-y-2">
                {detail.data.accounts.map((a) => (
                  <li key={a.id} className="rounded-lg border border-border px-3 py-2">
                    <p className="flex flex-wrap items-center justify-between gap-2">
                      <span className="min-w-0 font-medium break-words">{a.name}</span>
                      <span className="flex gap-1.5">
                        <Badge variant="secondary">{PLAN_LABELS[a.plan]}</Badge>
                        <Badge>{ROLE_LABELS[a.role]}</Badge>
                      </span>
                    </p>
                    <ul
                      aria-label={`Members of ${a.name}`}
                      className="mt-1 space-y-0.5 text-muted-foreground"
                    >
                      {a.members.map((m) => (
                        <li key={m.userId} className="break-words">
                          {m.username} ({m.email}) · {ROLE_LABELS[m.role]}
                        </li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-label="Competitors">
            <h3 className="mb-2 font-semibold">Competitors ({detail.data.competitors.length})</h3>
            {detail.data.competitors.length === 0 ? (
              <p className="text-muted-foreground">No competitors yet.</p>
            ) : (
              <ul className="divide-y divide-border rounded-lg border border-border">
                {detail.data.competitors.map((c) => (
                  <li key={c.id} className="flex items-center justify-between gap-2 px-3 py-2">
                    <span className="min-w-0 break-words">
                      {c.name} <span className="text-muted-foreground">· {c.productCount} products</span>
                    </span>
                    <Badge variant={c.status === 'error' ? 'destructive' : 'secondary'}>
                      {c.deactivatedAt ? 'paused' : c.status}
                    </Badge>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </Modal>
  );
}
