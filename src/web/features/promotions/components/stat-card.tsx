import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@web/components/ui/card';

/** One headline figure; long values (several currencies) wrap instead of overflowing a phone screen. */
export function StatCard(props: { label: string; value: string; hint: string; icon: LucideIcon }) {
  const Icon = props.icon;
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-3 p-5 sm:p-5">
        <div className="min-w-0" data-testid={`stat-${props.label}`}>
          <p className="text-sm font-medium text-muted-foreground">{props.label}</p>
          <p className="mt-2 text-2xl font-bold tabular-nums break-words">{props.value}</p>
          <p className="mt-1 text-xs text-muted-foreground">{props.hint}</p>
        </div>
        <div className="rounded-lg bg-primary-soft p-2 text-primary">
          <Icon className="size-5" aria-hidden />
        </div>
      </CardContent>
    </Card>
  );
}

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
