import { describe, expect, it } from 'vitest';
import { axisTick, fullDateTime, relativeTime } from './relative-time';

const now = new Date('2025-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('relativeTime (docs/product-rules.md R48)', () => {
  it.each([
    [0, 'Just now'],
    [59 * MIN, 'Just now'],
    [HOUR, '1h ago'],
    [23 * HOUR + 59 * MIN, '23h ago'],
    [DAY, '1d ago'],
    [6 * DAY + 23 * HOUR, '6d ago'],
    [7 * DAY, '1w ago'],
    [20 * DAY, '2w ago'],
    [400 * DAY, '57w ago'],
  ])('%i ms ago reads "%s"', (ms, text) => {
    expect(relativeTime(ago(ms), now)).toBe(text);
  });

  it('treats a moment slightly in the future as just now and an unreadable one as unknown', () => {
    expect(relativeTime(new Date(now.getTime() + 5 * MIN), now)).toBe('Just now');
    expect(relativeTime('not a date', now)).toBe('Unknown');
  });

  it('gives the full date for a title', () => {
    expect(fullDateTime('2025-06-15T12:00:00Z')).toMatch(/Jun 15, 2025/);
  });
});

describe('dates in the user time zone (docs/product-rules.md R88)', () => {
  const at = Date.parse('2025-06-15T23:30:00Z');

  it('gives the full moment in the zone from Settings', () => {
    expect(fullDateTime(at, 'UTC')).toBe('Jun 15, 2025, 11:30 PM');
    expect(fullDateTime(at, 'Asia/Tokyo')).toBe('Jun 16, 2025, 8:30 AM');
    expect(fullDateTime(at, 'America/New_York')).toBe('Jun 15, 2025, 7:30 PM');
  });

  it('ticks with times for a day or less and dates beyond, in that zone', () => {
    expect(axisTick(at, DAY, 'Asia/Tokyo')).toBe('8:30 AM');
    expect(axisTick(at, 6 * HOUR, 'UTC')).toBe('11:30 PM');
    // Under an hour, ticks minutes or seconds apart still differ.
    expect(axisTick(at, 5 * 60_000, 'UTC')).toBe('11:30:00 PM');
    expect(axisTick(at, DAY + 1, 'Asia/Tokyo')).toBe('Jun 16');
    expect(axisTick(at, 30 * DAY, 'UTC')).toBe('Jun 15');
  });
});
