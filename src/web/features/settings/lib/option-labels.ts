import type { ALERT_FREQUENCIES, CSV_FORMATS, TIMEZONES } from '@shared/constants/settings';

/** Readable names for the stored option values of Settings (docs/product-rules.md R46). */
export const TIMEZONE_LABELS: Record<(typeof TIMEZONES)[number], string> = {
  UTC: 'UTC (Coordinated Universal Time)',
  'America/New_York': 'Eastern Time (New York)',
  'America/Chicago': 'Central Time (Chicago)',
  'America/Denver': 'Mountain Time (Denver)',
  'America/Los_Angeles': 'Pacific Time (Los Angeles)',
  'Europe/London': 'London',
  'Europe/Paris': 'Paris',
  'Asia/Tokyo': 'Tokyo',
};

export const ALERT_FREQUENCY_LABELS: Record<(typeof ALERT_FREQUENCIES)[number], string> = {
  instant: 'Instant (as changes are found)',
  hourly: 'Hourly digest',
  daily: 'Daily digest',
};

export const CSV_FORMAT_LABELS: Record<(typeof CSV_FORMATS)[number], string> = {
  standard: 'Standard CSV',
  excel: 'Excel-compatible CSV',
};
