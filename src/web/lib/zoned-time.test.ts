import { describe, expect, it } from 'vitest';
import { fromZonedInputValue, toZonedInputValue } from './zoned-time';

describe('zoned time for a datetime-local field', () => {
  it('shows a moment on the clock of the zone', () => {
    expect(toZonedInputValue('2026-11-27T15:00:00.000Z', 'Europe/Paris')).toBe('2026-11-27T16:00');
    expect(toZonedInputValue('2026-07-01T15:00:00.000Z', 'Europe/Paris')).toBe('2026-07-01T17:00');
    expect(toZonedInputValue('2026-11-27T02:30:00.000Z', 'America/New_York')).toBe('2026-11-26T21:30');
    expect(toZonedInputValue('not a date', 'UTC')).toBe('');
  });

  it('reads a wall time in the zone back as the moment, on both sides of a daylight-saving change', () => {
    expect(fromZonedInputValue('2026-11-27T16:00', 'Europe/Paris')).toBe('2026-11-27T15:00:00.000Z');
    expect(fromZonedInputValue('2026-07-01T17:00', 'Europe/Paris')).toBe('2026-07-01T15:00:00.000Z');
    expect(fromZonedInputValue('2026-03-29T01:30', 'Europe/Paris')).toBe('2026-03-29T00:30:00.000Z');
    expect(fromZonedInputValue('2026-03-29T03:30', 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z');
    expect(fromZonedInputValue('2026-11-26T21:30', 'America/New_York')).toBe('2026-11-27T02:30:00.000Z');
    expect(fromZonedInputValue('2026-11-26T21:30', 'UTC')).toBe('2026-11-26T21:30:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    expect(fromZonedInputValue('', 'UTC')).toBeNull();
    expect(fromZonedInputValue('tomorrow', 'UTC')).toBeNull();
  });
});
