import { Users } from 'lucide-react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { Banner } from '@web/components/ui/states';
import { useUser } from '@web/features/auth';
import { paths } from '@web/lib/paths';
import { useAcceptInvitation, useInvitationPreview } from '../api/invitation-link';
import { ROLE_LABELS } from '../lib/role-labels';

/** /invitations/accept?token=…: the link of an invitation email (docs/product-rules.md R24). */
export function AcceptInvitationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <div className="flex min-h-screen items-center justify-center bg-muted/40 px-4 py-10">
      <Card className="w-full max-w-md">
        {token ? (
          <Invitation token={token} />
        ) : (
          <CardContent className="pt-6">
            <Banner tone="error">
              This invitation link is incomplete. Open the link from the email again.
            </Banner>
          </CardContent>
        )}
      </Card>
    </div>
  );
}

function Invitation({ token }: { token: string }) {
  const preview = useInvitationPreview(token);
  const user = useUser();
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const here = `${useLocation().pathname}?token=${encodeURIComponent(token)}`;
  if (preview.isPending || user.isPending) {
    return (
      <CardContent className="flex justify-center py-10">
        <Spinner label="Loading the invitation..." />
      </CardContent>
    );
  }
  if (preview.isError) {
    return (
      <CardContent className="pt-6">
        <Banner tone="error">{preview.error.message}</Banner>
      </CardContent>
    );
  }
  const { accountName, email, role, invitedBy } = preview.data;
  return (
    <>
      <CardHeader>
        <div className="mb-2 w-fit rounded-full bg-primary-soft p-3 text-primary">
          <Users className="size-6" aria-hidden />
        </div>
        <CardTitle>Join {accountName}</CardTitle>
        <CardDescription>
          {invitedBy ?? 'The owner'} invites {email} as {ROLE_LABELS[role].toLowerCase()}.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {accept.isError ? <Banner tone="error">{accept.error.message}</Banner> : null}
        {user.data ? (
          <Button
            className="w-full"
            disabled={accept.isPending}
            onClick={() => accept.mutate(token, { onSuccess: () => void navigate(paths.home) })}
          >
            {accept.isPending ? 'Joining...' : `Join ${accountName}`}
          </Button>
        ) : (
          <>
            <Button asChild className="w-full">
              <Link to={paths.authThenTo(here)}>Sign in to join</Link>
            </Button>
            <Button asChild variant="secondary" className="w-full">
              <Link to={paths.authThenTo(here, 'signup')}>Create a login with {email}</Link>
            </Button>
          </>
        )}
      </CardContent>
    </>
  );
}
