import { useState, type FormEvent } from 'react';
import { ACCOUNT_ROLES, type TAccountRole } from '@shared/contracts/account';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { FormField } from '@web/components/ui/form-field';
import { Input, NativeSelect } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorState } from '@web/components/ui/states';
import { TimeAgo } from '@web/components/ui/time-ago';
import { ApiError } from '@web/lib/api-client';
import { useInvitations } from '../api/get-invitations';
import { useInviteMember } from '../api/invite-member';
import { useManageInvitation } from '../api/manage-invitation';
import { ROLE_LABELS } from '../lib/role-labels';

/** The owner's invitations (docs/product-rules.md R24): invite by email with a role, resend or revoke. */
export function TeamInvitations() {
  const invitations = useInvitations({ enabled: true });
  const manage = useManageInvitation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Invitations</CardTitle>
        <CardDescription>
          Invite someone by email. The link works once and expires in 7 days; they sign in or create a login
          to join.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <InviteForm />
        {invitations.isPending ? (
          <div className="flex justify-center py-4">
            <Spinner label="Loading invitations..." />
          </div>
        ) : invitations.isError ? (
          <ErrorState
            title="Could not load the invitations"
            error={invitations.error}
            onRetry={() => void invitations.refetch()}
          />
        ) : invitations.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No pending invitations.</p>
        ) : (
          <ul
            className="divide-y divide-border rounded-lg border border-border"
            aria-label="Pending invitations"
          >
            {invitations.data.map((i) => (
              <li
                key={i.id}
                className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium break-words">{i.email}</p>
                  <p className="text-sm text-muted-foreground">
                    {ROLE_LABELS[i.role]} · expires <TimeAgo value={i.expiresAt} />
                  </p>
                </div>
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={manage.resend.isPending}
                    onClick={() => manage.resend.mutate(i.id)}
                  >
                    Resend
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={manage.revoke.isPending}
                    onClick={() => manage.revoke.mutate(i.id)}
                  >
                    Revoke
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function InviteForm() {
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TAccountRole>('reader');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    invite.mutate({ email: email.trim(), role }, { onSuccess: () => setEmail('') });
  };
  const error = invite.error;
  const upgrade =
    error instanceof ApiError
      ? (error.body as { upgradeMessage?: string } | null)?.upgradeMessage
      : undefined;
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
      aria-label="Invite"
    >
      <FormField label="Email">
        <Input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </FormField>
      <FormField label="Role">
        <NativeSelect value={role} onChange={(e) => setRole(e.target.value as TAccountRole)}>
          {ACCOUNT_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_LABELS[r]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? 'Sending...' : 'Invite'}
      </Button>
      {error ? (
        <p role="alert" className="text-sm text-destructive sm:col-span-3">
          {error.message} {upgrade}
        </p>
      ) : null}
    </form>
  );
}
