import { Plug } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/states';
import { paths } from '@web/lib/paths';

const copy = {
  integrations: {
    icon: Plug,
    title: 'Services',
    description:
      'Slack, email and workflow-automation connections are operator settings. They arrive with the admin console; nothing can be changed here yet.',
  },
} as const;

/** The admin-only Services tab, whose forms belong to the admin console; said plainly rather than faked. */
export function OperatorSettingsNotice({ kind }: { kind: keyof typeof copy }) {
  const { icon, title, description } = copy[kind];
  return (
    <EmptyState
      icon={icon}
      title={title}
      description={description}
      action={
        <Button asChild variant="secondary">
          <Link to={paths.admin}>Open admin dashboard</Link>
        </Button>
      }
    />
  );
}
