import { TimeAgo } from '@web/components/ui/time-ago';

/** "Never", or a relative time with the exact moment on hover. */
export function LastScraped({ value }: { value: string | null }) {
  if (!value) return <span className="text-muted-foreground">Never</span>;
  return <TimeAgo value={value} />;
}
