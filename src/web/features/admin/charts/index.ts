import { lazy } from 'react';

export type { TSeries } from './components/daily-chart';

/** The daily bar chart, loaded with the chart library only when a screen draws it. */
export const DailyChart = lazy(() => import('./components/daily-chart'));

export const OUTCOME_SERIES = [
  { key: 'success', label: 'Success', color: '#16a34a' },
  { key: 'partial', label: 'Partial', color: '#d97706' },
  { key: 'failure', label: 'Failure', color: '#dc2626' },
  { key: 'running', label: 'Running', color: '#64748b' },
];
