import { cn } from '@web/lib/cn';
import { fullDateTime, relativeTime } from '@shared/format';
import { useTimeZone } from '@web/lib/time-zone';

/** "3h ago", with the exact moment on hover in the user's time zone. */
export function TimeAgo({ value, className }: { value: string; className?: string }) {
  const timeZone = useTimeZone();
  return (
    <time
      dateTime={value}
      title={fullDateTime(value, timeZone)}
      className={cn('whitespace-nowrap', className)}
    >
      {relativeTime(value)}
    </time>
  );
}
