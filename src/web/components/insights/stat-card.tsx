import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';

/**
 * One headline figure of a page's summary row; a pulse while it loads (value undefined). Long values (several
 * currencies) wrap instead of overflowing a phone screen.
 */
export function StatCard(props: {
  label: string;
  value: ReactNode | undefined;
  hint: ReactNode;
  icon: LucideIcon;
  loading?: boolean;
}) {
  const Icon = props.icon;
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-3 p-5 sm:p-5">
        <div className="min-w-0" data-testid={`stat-${props.label}`}>
          <p className="text-sm font-medium text-muted-foreground">{props.label}</p>
          {props.loading || props.value === undefined ? (
            <div
              role="status"
              aria-label={`Loading ${props.label}`}
              className="mt-2 h-8 w-16 animate-pulse rounded bg-muted"
            />
          ) : (
            <p className="mt-2 text-2xl font-bold tabular-nums break-words">{props.value}</p>
          )}
          <p className="mt-1 text-xs text-muted-foreground">{props.hint}</p>
        </div>
        <div className="rounded-lg bg-primary-soft p-2 text-primary">
          <Icon className="size-5" aria-hidden />
        </div>
      </CardContent>
    </Card>
  );
}

/** The page's figures: one column on a phone, four from 1024 px. */
export function StatGrid(props: { children: ReactNode; label: string; className?: string }) {
  return (
    <section
      aria-label={props.label}
      className={cn('mb-6 grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4', props.className)}
    >
      {props.children}
    </section>
  );
}

/** The figures' places while a page's one answer loads: each label over a pulse. */
export function StatCardsSkeleton({ labels }: { labels: string[] }) {
  return (
    <div
      role="status"
      aria-label="Loading figures"
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      {labels.map((label) => (
        <Card key={label} className="p-5">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <div className="mt-2 h-8 w-20 animate-pulse rounded bg-muted" />
          <div className="mt-2 h-3 w-28 animate-pulse rounded bg-muted" />
        </Card>
      ))}
    </div>
  );
}
