import { AlertDialog } from 'radix-ui';
import type { TApiToken } from '@shared/contracts/api-tokens';
import { Button } from '@web/components/ui/button';
import { useRevokeApiToken } from '../api/revoke-api-token';

/** Open while `token` is set; revoking needs a second, explicit click. */
export function RevokeApiTokenDialog(props: { token: TApiToken | null; onClose: () => void }) {
  const revoke = useRevokeApiToken();
  const token = props.token;
  return (
    <AlertDialog.Root open={token !== null} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-card border border-border bg-card p-5 shadow-xl focus:outline-none sm:p-6">
          <AlertDialog.Title className="text-lg font-semibold wrap-anywhere">
            Revoke “{token?.name}”?
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            Any tool using this token stops working at once and gets “Invalid or revoked API token”. This
            cannot be undone.
          </AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <Button
              variant="destructive"
              disabled={revoke.isPending}
              onClick={() => {
                if (token) revoke.mutate(token.id, { onSuccess: props.onClose });
              }}
            >
              {revoke.isPending ? 'Revoking...' : 'Revoke token'}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
