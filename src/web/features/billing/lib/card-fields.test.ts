import { describe, expect, it } from 'vitest';
import { checkCardValues, formatCardNumber, formatCvc, formatExpiry } from './card-fields';

describe('card fields', () => {
  it('groups the card number in fours, digits only, 19 characters at most', () => {
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('42424')).toBe('4242 4');
    expect(formatCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('42424242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242424242424242999').length).toBe(19);
  });

  it('writes the expiry as MM/YY', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12/3');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/309')).toBe('12/30');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('a1b2')).toBe('12');
  });

  it('keeps up to four CVC digits', () => {
    expect(formatCvc('12a3')).toBe('123');
    expect(formatCvc('12345')).toBe('1234');
  });

  it('asks for each field, then for a complete one', () => {
    expect(checkCardValues({ cardNumber: '', expiry: '', cvc: '' })).toEqual({
      cardNumber: 'Card number is required',
      expiry: 'Expiry date is required',
      cvc: 'CVC is required',
    });
    expect(checkCardValues({ cardNumber: '4242', expiry: '13/30', cvc: '12' })).toEqual({
      cardNumber: 'Card number is incomplete',
      expiry: 'Use MM/YY',
      cvc: 'CVC is 3 or 4 digits',
    });
    expect(checkCardValues({ cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' })).toEqual({});
  });
});
