import type { TApiToken } from '@shared/contracts/api-tokens';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useRevokeApiToken } from '@web/features/auth';

/** Open while `token` is set; revoking needs a second, explicit click. */
export function RevokeApiTokenDialog(props: { token: TApiToken | null; onClose: () => void }) {
  const revoke = useRevokeApiToken();
  const token = props.token;
  return (
    <ConfirmDialog
      open={token !== null}
      onClose={props.onClose}
      title={`Revoke “${token?.name ?? ''}”?`}
      description="Any tool using this token stops working at once and gets “Invalid or revoked API token”. This cannot be undone."
      confirmLabel="Revoke token"
      pendingLabel="Revoking..."
      pending={revoke.isPending}
      onConfirm={() => {
        if (token) revoke.mutate(token.id, { onSuccess: props.onClose });
      }}
    />
  );
}
