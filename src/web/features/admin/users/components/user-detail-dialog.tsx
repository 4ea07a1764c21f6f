import { Badge } from '@web/components/ui/badge';
import { Modal } from '@web/components/ui/modal';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorState } from '@web/components/ui/states';
import { fullDateTime } from '@shared/format';
import { PLAN_LABELS } from '@shared/constants/plans';
import { useAdminUser } from '../api/get-admin-user';

/**
 * A user's detail: account, competitors and last sign-in. Plan history and payments come with billing.
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
