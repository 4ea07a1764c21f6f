import type { TPricePositionName } from '@shared/contracts/price-position';

/** How the screen names each price position, and the filter's choices in order. */
export const POSITION_LABELS: Record<TPricePositionName | 'undercut', string> = {
  most_expensive: 'Most expensive',
  middle: 'In between',
  cheapest: 'Cheapest',
  undercut: 'Undercut in the last 24 h',
  not_compared: 'Not compared (other currency)',
};

export const POSITION_BADGE: Record<TPricePositionName, 'destructive' | 'warning' | 'success' | 'secondary'> =
  {
    most_expensive: 'destructive',
    middle: 'warning',
    cheapest: 'success',
    not_compared: 'secondary',
  };
