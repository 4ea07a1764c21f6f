import { describe, expect, it } from 'vitest';
import { formatCount } from './count';
import { hasValue } from './missing';

describe('formatCount', () => {
  it('groups thousands, en-US', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(4980)).toBe('4,980');
    expect(formatCount(1234567)).toBe('1,234,567');
  });

  it('shows the one fallback for a missing count', () => {
    expect(formatCount(null)).toBe('—');
    expect(formatCount(Number.NaN)).toBe('—');
  });
});

describe('hasValue', () => {
  it('tells a value a formatter can show from a missing one', () => {
    expect(hasValue('0.00')).toBe(true);
    expect(hasValue(0)).toBe(true);
    expect(hasValue(null)).toBe(false);
    expect(hasValue(undefined)).toBe(false);
    expect(hasValue('')).toBe(false);
  });
});
