import type { ReactNode } from 'react';
import { BackLink } from '@web/components/ui/back-link';
import { PageHeader } from '@web/components/ui/page-header';
import { paths } from '@web/lib/paths';

/** Every admin screen: the back link to /admin and the page header (docs/product-rules.md R63). */
export function AdminPage(props: {
  title: string;
  description: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <BackLink to={paths.admin}>Back to admin</BackLink>
      <PageHeader title={props.title} description={props.description} actions={props.actions} />
      {props.children}
    </div>
  );
}

/** A grey pulse in place of a block while it loads. */
export function LoadingBlock({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="space-y-3 rounded-card border border-border bg-card p-5">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-10 animate-pulse rounded bg-muted" />
      ))}
    </div>
  );
}
