import { describe, expect, it } from 'vitest';
import { fullDateTime, relativeTime } from './relative-time';

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
