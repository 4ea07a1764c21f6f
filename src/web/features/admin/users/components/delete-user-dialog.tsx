import type { TAdminUser, TAdminUserDetail } from '@shared/contracts/admin-users';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useAdminUser } from '../api/get-admin-user';
import { useDeleteAdminUser } from '../api/user-mutations';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
const names = (list: { name: string }[]) => {
  const quoted = list.map((a) => `“${a.name}”`);
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}` : (quoted[0] ?? '');
};

/**
 * What the deletion removes, by account (docs/product-rules.md R57, R132): the accounts nobody else owns go with
 * their contents; the others stay with their owners.
 */
function deletionSummary(detail: TAdminUserDetail): string {
  const r = detail.removes;
  const gone = detail.accounts.filter((a) => a.deletedWithUser);
  const kept = detail.accounts.filter((a) => !a.deletedWithUser);
  const own = `${plural(r.notifications, 'notification')} and ${plural(r.apiTokens, 'API token')}`;
  const removes = gone.length
    ? `This removes the account${gone.length > 1 ? 's' : ''} ${names(gone)} with ${plural(r.competitors, 'competitor')}, ${plural(r.alertRules, 'alert rule')}, ${own}.`
    : `This removes the login with ${own}; no account is deleted.`;
  const stays = kept.length
    ? ` ${names(kept)} ${kept.length > 1 ? 'stay with their' : 'stays with its'} owners and data.`
    : '';
  return `${removes}${stays} This cannot be undone.`;
}

/** Deleting names what goes with the user, which accounts stay, and that it cannot be undone (R57). */
export function DeleteUserDialog({ user, onClose }: { user: TAdminUser | null; onClose: () => void }) {
  const detail = useAdminUser(user?.id ?? null);
  const remove = useDeleteAdminUser();
  return (
    <ConfirmDialog
      open={user !== null}
      onClose={onClose}
      title={`Delete ${user?.username ?? 'user'}?`}
      description={
        detail.data
          ? deletionSummary(detail.data)
          : 'This removes the login and the accounts nobody else owns, with everything in them. This cannot be undone.'
      }
      confirmLabel="Delete User"
      pendingLabel="Deleting..."
      pending={remove.isPending}
      onConfirm={() => user && remove.mutate(user.id, { onSettled: onClose })}
    />
  );
}
