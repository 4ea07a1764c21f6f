import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import type { TPublicUser } from '@shared/contracts/auth';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { ErrorState } from '@web/components/ui/states';
import { useLogout } from '@web/features/auth';
import { paths } from '@web/lib/paths';
import { useN8nConfig } from '../api/get-n8n-config';
import { ManualTriggerCard } from './manual-trigger-card';
import { N8nConfigCards } from './n8n-config-cards';
import { SetupInstructions } from './setup-instructions';

/** /n8n: the workflow-automation integration's state, a manual scan trigger and its setup. */
export function N8nPage({ user }: { user: TPublicUser }) {
  const config = useN8nConfig();
  const logout = useLogout();
  return (
    <div>
      <nav aria-label="Breadcrumb" className="mb-4 text-sm text-muted-foreground">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={paths.admin} className="hover:text-foreground">
              Dashboard
            </Link>
          </li>
          <li aria-hidden>/</li>
          <li aria-current="page" className="text-foreground">
            N8N Integration
          </li>
        </ol>
      </nav>
      <PageHeader
        title="N8N Integration"
        description={`Welcome, ${user.username}. Connect Rivalwatch's events to your N8N workflows.`}
        actions={
          <Button variant="secondary" disabled={logout.isPending} onClick={() => logout.mutate()}>
            <LogOut aria-hidden /> Sign Out
          </Button>
        }
      />
      {config.isPending ? (
        <div
          role="status"
          aria-label="Loading N8N configuration"
          className="grid grid-cols-1 gap-4 sm:grid-cols-3"
        >
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-16 animate-pulse rounded-card bg-muted" />
          ))}
        </div>
      ) : config.isError ? (
        <ErrorState
          title="Could not load the N8N configuration"
          error={config.error}
          onRetry={() => void config.refetch()}
        />
      ) : (
        <div className="space-y-6">
          <N8nConfigCards config={config.data} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <ManualTriggerCard enabled={config.data.enabled} />
            <SetupInstructions />
          </div>
        </div>
      )}
    </div>
  );
}
