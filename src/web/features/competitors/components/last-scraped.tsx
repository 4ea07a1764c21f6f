import { fullDateTime, relativeTime } from '@web/lib/format/relative-time';

/** "Never", or a relative time with the exact moment on hover. */
export function LastScraped({ value }: { value: string | null }) {
  if (!value) return <span className="text-muted-foreground">Never</span>;
  return (
    <time dateTime={value} title={fullDateTime(value)}>
      {relativeTime(value)}
    </time>
  );
}
