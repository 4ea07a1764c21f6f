import { cn } from '@web/lib/cn';
import { fullDateTime, relativeTime } from '@shared/format';

/** "3h ago", with the exact moment on hover. */
export function TimeAgo({ value, className }: { value: string; className?: string }) {
  return (
    <time dateTime={value} title={fullDateTime(value)} className={cn('whitespace-nowrap', className)}>
      {relativeTime(value)}
    </time>
  );
}
