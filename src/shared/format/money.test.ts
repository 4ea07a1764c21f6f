import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyByCurrency, formatPlanPrice } from './money';

describe('formatMoney', () => {
  it('shows money in the store currency, en-US', () => {
    expect(formatMoney('1234.5', 'USD')).toBe('$1,234.50');
    expect(formatMoney('89.00', 'EUR')).toBe('€89.00');
    expect(formatMoney('1000', 'JPY')).toBe('¥1,000');
    expect(formatMoney(12, 'CAD')).toBe('CA$12.00');
  });

  it('shows the one fallback for a missing amount', () => {
    for (const missing of [null, undefined, '', ' ', 'n/a', Number.NaN]) {
      expect(formatMoney(missing, 'USD')).toBe('—');
    }
  });

  it('puts the code after the figure when Intl refuses the currency', () => {
    expect(formatMoney('5', 'not-a-code')).toBe('5.00 not-a-code');
  });

  it('joins sums of several currencies and shows zero dollars for none', () => {
    expect(
      formatMoneyByCurrency([
        { currency: 'USD', amount: '12' },
        { currency: 'CAD', amount: '4.5' },
      ]),
    ).toBe('$12.00 · CA$4.50');
    expect(formatMoneyByCurrency([])).toBe('$0.00');
  });
});

describe('formatPlanPrice', () => {
  it('drops the cents of whole dollars and keeps them otherwise', () => {
    expect(formatPlanPrice(1900)).toBe('$19');
    expect(formatPlanPrice(0)).toBe('$0');
    expect(formatPlanPrice(1950)).toBe('$19.50');
  });
});
