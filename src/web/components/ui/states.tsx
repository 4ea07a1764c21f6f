import { AlertTriangle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

/** An empty list or not-yet-available screen: icon, title, one sentence, an action. */
export function EmptyState(props: {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  action?: ReactNode;
}) {
  const Icon = props.icon;
  return (
    <div className="flex flex-col items-center justify-center rounded-card border border-dashed border-border bg-card px-6 py-12 text-center">
      <div className="mb-4 rounded-full bg-primary-soft p-3 text-primary">
        <Icon className="size-6" aria-hidden />
      </div>
      <h2 className="text-lg font-semibold">{props.title}</h2>
      <div className="mt-1 max-w-md text-sm text-muted-foreground">{props.description}</div>
      {props.action ? <div className="mt-6">{props.action}</div> : null}
    </div>
  );
}

/** A failed load with a retry. */
export function ErrorState(props: { title?: string; error: unknown; onRetry?: () => void }) {
  const message = props.error instanceof Error ? props.error.message : 'Something went wrong.';
  return (
    <div role="alert" className="rounded-card border border-destructive/30 bg-destructive-soft p-5 text-sm">
      <div className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-destructive" aria-hidden />
        <div className="flex-1">
          <p className="font-semibold text-destructive">{props.title ?? 'Could not load this page'}</p>
          <p className="mt-1 text-foreground">{message}</p>
          {props.onRetry ? (
            <Button variant="secondary" size="sm" className="mt-3" onClick={props.onRetry}>
              Try again
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export function Banner(props: { tone: 'success' | 'error' | 'info'; children: ReactNode }) {
  const tone = {
    success: 'border-success/30 bg-success-soft text-success',
    error: 'border-destructive/30 bg-destructive-soft text-destructive',
    info: 'border-primary/30 bg-primary-soft text-primary',
  }[props.tone];
  return (
    <div
      role={props.tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg border px-4 py-3 text-sm ${tone}`}
    >
      {props.children}
    </div>
  );
}
