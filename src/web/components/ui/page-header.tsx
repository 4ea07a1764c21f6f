import type { ReactNode } from 'react';

export function PageHeader(props: { title: ReactNode; description?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold sm:text-3xl">{props.title}</h1>
        {props.description ? <p className="mt-1 text-muted-foreground">{props.description}</p> : null}
      </div>
      {props.actions ? (
        // Beside the title from sm up, never squeezed to a column of one button: it wraps to rows instead.
        <div className="flex flex-wrap gap-2 sm:max-w-[55%] sm:shrink-0 sm:justify-end">{props.actions}</div>
      ) : null}
    </div>
  );
}
