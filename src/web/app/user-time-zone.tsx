import type { ReactNode } from 'react';
import { TimeZoneProvider } from '@web/lib/time-zone';
import { useUser } from '@web/features/auth';

/** Shows every date below in the signed-in user's time zone from Settings (docs/product-rules.md R88). */
export function UserTimeZone({ children }: { children: ReactNode }) {
  const user = useUser();
  return <TimeZoneProvider timeZone={user.data?.timezone}>{children}</TimeZoneProvider>;
}
