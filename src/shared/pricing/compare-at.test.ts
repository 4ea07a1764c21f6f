import { describe, expect, it } from 'vitest';
import { discountCompareAt, isDiscount } from './compare-at';

describe('compare-at meaning', () => {
  it('is a discount only strictly above a known price, compared as exact decimals', () => {
    expect(isDiscount('162.95', '170.00')).toBe(true);
    expect(isDiscount('0.10', '0.1000001')).toBe(true);
    expect(isDiscount('162.95', '162.95')).toBe(false);
    expect(isDiscount('162.95', '162.950')).toBe(false);
    expect(isDiscount('162.95', '100.00')).toBe(false);
    expect(isDiscount('162.95', null)).toBe(false);
    expect(isDiscount(null, '170.00')).toBe(false);
    expect(isDiscount('162.95', '')).toBe(false);
    expect(isDiscount('162.95', 'abc')).toBe(false);
    expect(isDiscount('9007199254740993.01', '9007199254740993.02')).toBe(true);
  });

  it('keeps the compare-at only when it is a discount', () => {
    expect(discountCompareAt('80.00', '120.00')).toBe('120.00');
    expect(discountCompareAt('162.95', '162.95')).toBeNull();
    expect(discountCompareAt('50.00', '40.00')).toBeNull();
  });
});
