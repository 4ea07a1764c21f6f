import { AppError } from '../lib/errors';

/** What the simulated provider does with a card (docs/product-rules.md R25). */
export type TCardBehaviour = 'pays' | 'declined' | 'fails_at_renewal';

export type TCheckedCard = { brand: string; last4: string; behaviour: TCardBehaviour };

const TEST_CARDS: Record<string, TCardBehaviour> = {
  '4000000000000002': 'declined',
  '4000000000000341': 'fails_at_renewal',
};

export const CARD_MESSAGES = {
  number: 'Your card number is invalid.',
  expiry: "Your card's expiration date is invalid.",
  expired: "Your card's expiration date is in the past.",
  cvc: "Your card's security code is invalid.",
} as const;

/**
 * Checks a card as a card form would (Luhn, an expiry in the future, a 3–4 digit CVC) and returns only what may be
 * kept: brand and last four. The number itself goes no further than this function.
 */
export function checkCard(input: {
  cardNumber: string;
  expiry: string;
  cvc: string;
  now: Date;
}): TCheckedCard {
  const digits = input.cardNumber.replace(/[\s-]/g, '');
  const details: { field: string; message: string }[] = [];
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) {
    details.push({ field: 'cardNumber', message: CARD_MESSAGES.number });
  }
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input.expiry);
  const month = m ? Number(m[1]) : 0;
  if (!m || month < 1 || month > 12) {
    details.push({ field: 'expiry', message: CARD_MESSAGES.expiry });
  } else {
    const year = m[2]!.length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
    // A card is good through the last day of its expiry month.
    if (Date.UTC(year, month, 1) <= input.now.getTime()) {
      details.push({ field: 'expiry', message: CARD_MESSAGES.expired });
    }
  }
  const amex = /^3[47]/.test(digits);
  if (!(amex ? /^\d{3,4}$/ : /^\d{3}$/).test(input.cvc.trim())) {
    details.push({ field: 'cvc', message: CARD_MESSAGES.cvc });
  }
  if (details.length) throw new AppError('bad_request', 'Check your card details.', { details });
  return { brand: brandOf(digits), last4: digits.slice(-4), behaviour: TEST_CARDS[digits] ?? 'pays' };
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'card';
}
