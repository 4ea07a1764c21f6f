import type { TAdminUser } from '@shared/contracts/admin-users';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useAdminUser } from '../api/get-admin-user';
import { useDeleteAdminUser } from '../api/user-mutations';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Deleting names what goes with the account and that it cannot be undone (docs/product-rules.md R57). */
export function DeleteUserDialog({ user, onClose }: { user: TAdminUser | null; onClose: () => void }) {
  const detail = useAdminUser(user?.id ?? null);
  const remove = useDeleteAdminUser();
  const r = detail.data?.removes;
  return (
    <ConfirmDialog
      open={user !== null}
      onClose={onClose}
      title={`Delete ${user?.username ?? 'user'}?`}
      description={
        r
          ? `This removes the account with ${plural(r.competitors, 'competitor')}, ${plural(r.alertRules, 'alert rule')}, ${plural(r.notifications, 'notification')} and ${plural(r.apiTokens, 'API token')}. This cannot be undone.`
          : 'This removes the account and everything it owns. This cannot be undone.'
      }
      confirmLabel="Delete User"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => user && remove.mutate(user.id, { onSettled: onClose })}
    />
  );
}
