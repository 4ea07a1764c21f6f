import { createContext, useContext, type ReactNode } from 'react';

const TimeZoneContext = createContext<string | undefined>(undefined);

/** The time zone every date on screen is shown in: the signed-in user's from Settings (docs/product-rules.md R88). */
export function TimeZoneProvider(props: { timeZone: string | undefined; children: ReactNode }) {
  return <TimeZoneContext.Provider value={props.timeZone}>{props.children}</TimeZoneContext.Provider>;
}

/** The user's time zone, or undefined (the browser's own) when signed out or still loading. */
export function useTimeZone(): string | undefined {
  return useContext(TimeZoneContext);
}
