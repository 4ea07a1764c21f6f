/**
 * The card form's fields as typed (docs/product-rules.md R25): the number in groups of four (19 characters at
 * most, 16 digits), the expiry as MM/YY, the CVC 3 or 4 digits (American Express has 4).
 */
export const CARD_NUMBER_MAX = 19;
export const EXPIRY_MAX = 5;
export const CVC_MAX = 4;

const digits = (value: string) => value.replace(/\D/g, '');

export function formatCardNumber(value: string): string {
  return (
    digits(value)
      .slice(0, 16)
      .match(/.{1,4}/g)
      ?.join(' ') ?? ''
  );
}

/**
 * "1" stays "1"; "12" becomes "12/" only as more digits come, so deleting the slash works; "4" becomes "04/",
 * since no month starts with 2 to 9 and a second digit.
 */
export function formatExpiry(value: string): string {
  let d = digits(value).slice(0, 4);
  if (d.length === 1 && Number(d) > 1) d = `0${d}`;
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

export function formatCvc(value: string): string {
  return digits(value).slice(0, CVC_MAX);
}

export type TCardField = 'cardNumber' | 'expiry' | 'cvc';
export type TCardValues = Record<TCardField, string>;
export type TCardErrors = Partial<Record<TCardField, string>>;

/** What the browser can tell before the call; the server checks the rest (Luhn, a future date). */
export function checkCardValues(v: TCardValues): TCardErrors {
  const errors: TCardErrors = {};
  if (!v.cardNumber.trim()) errors.cardNumber = 'Card number is required';
  else if (digits(v.cardNumber).length < 12) errors.cardNumber = 'Card number is incomplete';
  if (!v.expiry.trim()) errors.expiry = 'Expiry date is required';
  else if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(v.expiry)) errors.expiry = 'Use MM/YY';
  if (!v.cvc.trim()) errors.cvc = 'CVC is required';
  else if (v.cvc.length < 3) errors.cvc = 'CVC is 3 or 4 digits';
  return errors;
}
