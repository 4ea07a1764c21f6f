import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import type { TApiToken } from '@shared/contracts/api-tokens';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorState } from '@web/components/ui/states';
import { TimeAgo } from '@web/components/ui/time-ago';
import { useApiTokens } from '@web/features/auth';
import { CreateApiTokenDialog } from './create-api-token-dialog';
import { RevokeApiTokenDialog } from './revoke-api-token-dialog';

/**
 * Personal API tokens for automation clients (docs/product-rules.md R20): list, create (shown once), revoke.
 */
export function ApiTokensCard() {
  const tokens = useApiTokens();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<TApiToken | null>(null);
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 space-y-0 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle>API tokens</CardTitle>
          <CardDescription>
            Let scripts and automation tools call the Rivalwatch API as you, with{' '}
            <code className="rounded bg-muted px-1 py-0.5 text-xs">Authorization: Bearer &lt;token&gt;</code>.
            Tokens cannot change your password, email or username, or manage other tokens.
          </CardDescription>
        </div>
        <Button className="shrink-0" onClick={() => setCreating(true)}>
          <Plus aria-hidden /> Create token
        </Button>
      </CardHeader>
      <CardContent>
        {tokens.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading API tokens..." />
          </div>
        ) : tokens.isError ? (
          <ErrorState
            title="Could not load your API tokens"
            error={tokens.error}
            onRetry={() => void tokens.refetch()}
          />
        ) : tokens.data.length === 0 ? (
          <div className="flex flex-col items-center rounded-lg border border-dashed border-border px-4 py-8 text-center">
            <KeyRound className="mb-2 size-6 text-muted-foreground" aria-hidden />
            <p className="font-medium">No API tokens yet</p>
            <p className="mt-1 text-sm text-muted-foreground">
              Create one for each tool that needs access, so you can revoke it on its own.
            </p>
          </div>
        ) : (
          <ul className="divide-y divide-border rounded-lg border border-border" aria-label="API tokens">
            {tokens.data.map((t) => (
              <li
                key={t.id}
                className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0">
                  <p className="font-medium wrap-anywhere">{t.name}</p>
                  <p className="mt-0.5 text-sm text-muted-foreground">
                    <code className="rounded bg-muted px-1 py-0.5 text-xs">{t.prefix}…</code>
                    {' · '}
                    <span>
                      Created <TimeAgo value={t.createdAt} />
                    </span>
                    {' · '}
                    <span>Last used {t.lastUsedAt ? <TimeAgo value={t.lastUsedAt} /> : 'Never'}</span>
                  </p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start sm:self-center"
                  aria-label={`Revoke ${t.name}`}
                  onClick={() => setRevoking(t)}
                >
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <CreateApiTokenDialog open={creating} onOpenChange={setCreating} />
      <RevokeApiTokenDialog token={revoking} onClose={() => setRevoking(null)} />
    </Card>
  );
}
