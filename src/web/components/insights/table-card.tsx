import type { ReactNode } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ErrorState } from '@web/components/ui/states';

/** A titled card holding one table, with its loading, error and empty states. */
export function TableCard(props: {
  title: string;
  description?: ReactNode;
  state: 'pending' | 'error' | 'empty' | 'ready';
  error?: unknown;
  onRetry?: () => void;
  empty?: ReactNode;
  /** Search and filters, shown in every state so an empty result can be searched again. */
  toolbar?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card className="mb-6 overflow-hidden">
      <CardHeader>
        <CardTitle>{props.title}</CardTitle>
        {props.description ? <CardDescription>{props.description}</CardDescription> : null}
      </CardHeader>
      {props.toolbar}
      {props.state === 'pending' ? (
        <div role="status" aria-label={`Loading ${props.title}`} className="space-y-3 px-5 pb-6 sm:px-6">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex animate-pulse items-center gap-4">
              <div className="size-10 rounded-md bg-muted" />
              <div className="h-4 flex-1 rounded bg-muted" />
              <div className="h-4 w-16 rounded bg-muted" />
            </div>
          ))}
        </div>
      ) : props.state === 'error' ? (
        <div className="px-5 pb-6 sm:px-6">
          <ErrorState title={`Could not load ${props.title}`} error={props.error} onRetry={props.onRetry} />
        </div>
      ) : props.state === 'empty' ? (
        <div className="px-5 pb-6 text-center text-sm text-muted-foreground sm:px-6">{props.empty}</div>
      ) : (
        props.children
      )}
    </Card>
  );
}
