import { Link } from 'react-router';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { EmptyState } from '@web/components/ui/states';
import { paths } from '@web/lib/paths';
import type { LucideIcon } from 'lucide-react';

export type TComingSoon = { title: string; description: string; icon: LucideIcon };

export function ComingSoonPage({ title, description, icon }: TComingSoon) {
  return (
    <div>
      <PageHeader title={title} description={description} />
      <EmptyState
        icon={icon}
        title="Coming soon"
        description={
          <>
            <Badge variant="secondary" className="mb-2">
              In development
            </Badge>
            <p>This screen is on its way. Nothing here is live yet, so nothing here is made up.</p>
          </>
        }
        action={
          <Button asChild variant="secondary">
            <Link to={paths.home}>Back to dashboard</Link>
          </Button>
        }
      />
    </div>
  );
}
