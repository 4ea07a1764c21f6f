import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyByCurrency } from './money';
import { formatChangePercent, formatDiscountPercent } from './percent';

describe('formatting (docs/product-rules.md R12, R13, R48)', () => {
  it('shows money in the store currency, en-US', () => {
    expect(formatMoney('1234.5', 'USD')).toBe('$1,234.50');
    expect(formatMoney('89.00', 'EUR')).toBe('€89.00');
    expect(formatMoney('1000', 'JPY')).toBe('¥1,000');
    expect(formatMoney(null, 'USD')).toBe('—');
    expect(
      formatMoneyByCurrency([
        { currency: 'USD', amount: '12' },
        { currency: 'CAD', amount: '4.5' },
      ]),
    ).toBe('$12.00 · CA$4.50');
  });

  it('shows change with one decimal and discounts rounded', () => {
    expect(formatChangePercent('-10')).toBe('-10.0%');
    expect(formatChangePercent('1900.00')).toBe('+1900.0%');
    expect(formatChangePercent(0)).toBe('0.0%');
    expect(formatDiscountPercent('24.6')).toBe('25%');
    expect(formatDiscountPercent(null)).toBe('0%');
  });
});
