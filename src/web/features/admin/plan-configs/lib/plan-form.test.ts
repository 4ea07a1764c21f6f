import { describe, expect, it } from 'vitest';
import { dollarsToCents } from './plan-form';

describe('dollarsToCents', () => {
  it('turns typed dollars into whole cents without float error', () => {
    expect(dollarsToCents('19')).toBe(1900);
    expect(dollarsToCents('19.5')).toBe(1950);
    expect(dollarsToCents('$0.29')).toBe(29);
    expect(dollarsToCents('1234.99')).toBe(123499);
    expect(dollarsToCents('19.999')).toBeNaN();
    expect(dollarsToCents('abc')).toBeNaN();
    expect(dollarsToCents('')).toBeNaN();
  });
});
