import type { TLaunches } from '@shared/contracts/insights';

export const NEW_LAUNCH_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

type TLaunch = TLaunches['launches'][number];

/** Launches of the last 7 days: the ones that get a "New Launch" badge. */
export function newLaunches(launches: readonly TLaunch[], now: Date = new Date()): TLaunch[] {
  const since = now.getTime() - NEW_LAUNCH_DAYS * DAY_MS;
  return launches.filter((l) => new Date(l.launchedAt).getTime() >= since);
}
