import { describe, expect, it } from 'vitest';
import { formatChangePercent, formatDiscountPercent, formatPercent } from './percent';

describe('percents', () => {
  it('shows a change with one decimal and its sign', () => {
    expect(formatChangePercent('-10')).toBe('-10.0%');
    expect(formatChangePercent('1900.00')).toBe('+1900.0%');
    expect(formatChangePercent(-25.84)).toBe('-25.8%');
    expect(formatChangePercent(0)).toBe('0.0%');
  });

  it('shows a threshold with one decimal and no sign', () => {
    expect(formatPercent('5')).toBe('5.0%');
    expect(formatPercent(12.34)).toBe('12.3%');
  });

  it('rounds a discount to a whole percent', () => {
    expect(formatDiscountPercent('24.6')).toBe('25%');
    expect(formatDiscountPercent(0)).toBe('0%');
  });

  it('shows the one fallback for a missing value', () => {
    for (const format of [formatChangePercent, formatPercent, formatDiscountPercent]) {
      expect(format(null)).toBe('—');
      expect(format('')).toBe('—');
      expect(format('abc')).toBe('—');
    }
  });
});
