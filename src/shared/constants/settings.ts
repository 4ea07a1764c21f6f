export const TIMEZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Los_Angeles',
  'Europe/London',
  'Europe/Paris',
  'Asia/Tokyo',
] as const;

export const ALERT_FREQUENCIES = ['instant', 'hourly', 'daily'] as const;
export const CSV_FORMATS = ['standard', 'excel'] as const;

export const SUPPORT_CATEGORIES = ['general', 'technical', 'billing', 'feature', 'security', 'bug'] as const;
export const SUPPORT_PRIORITIES = ['low', 'medium', 'high', 'critical'] as const;

export const MIN_PASSWORD_LENGTH = 6;
