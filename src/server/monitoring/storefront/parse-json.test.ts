// Big integer ids survive parsing; every other number and every string stays exactly as it was.
import { describe, expect, it } from 'vitest';
import { parseJsonKeepingBigInts, quoteUnsafeIntegers } from './parse-json';
import { decimalPrice, htmlToText, subunitsToDecimal, tagList } from './product-fields';
import { parseRetryAfter } from './retry-policy';

describe('parseJsonKeepingBigInts', () => {
  it('keeps ids above 2^53 exact, as strings, wherever they appear', () => {
    const text =
      '{"products":[{"id":9007611300000001,"variants":[{"id":9043220000000001,"product_id":9007611300000001,' +
      '"price":"19.99","grams":540}],"images":[{"id":9034570000000001,"variant_ids":[9043220000000001,' +
      '9043220000000002],"width":1600}]}]}';
    expect(parseJsonKeepingBigInts(text)).toEqual({
      products: [
        {
          id: '9007611300000001',
          variants: [{ id: '9043220000000001', product_id: '9007611300000001', price: '19.99', grams: 540 }],
          images: [
            { id: '9034570000000001', variant_ids: ['9043220000000001', '9043220000000002'], width: 1600 },
          ],
        },
      ],
    });
  });

  it('leaves safe integers, decimals, exponents and strings untouched', () => {
    const text =
      '{"a":9007199254740991,"b":1234567890123456,"c":0.12345678901234567890,"d":1e17,"e":12345678901234567.5,' +
      '"f":"id 12345678901234567890","g":"\\"id\\":12345678901234567890","h":-9007199254740993,"i":1.5E+12345678901234567}';
    const parsed = parseJsonKeepingBigInts(text) as Record<string, unknown>;
    expect(parsed.a).toBe(9007199254740991);
    expect(parsed.b).toBe(1234567890123456);
    expect(parsed.c).toBe(0.12345678901234568);
    expect(parsed.d).toBe(1e17);
    expect(parsed.e).toBe(12345678901234568);
    expect(parsed.f).toBe('id 12345678901234567890');
    expect(parsed.g).toBe('"id":12345678901234567890');
    expect(parsed.h).toBe('-9007199254740993');
    expect(parsed.i).toBe(Infinity);
  });

  it('does not touch text without long digit runs, and still rejects broken JSON', () => {
    const text = '{"products":[{"id":7611300000001,"price":"7.99"}]}';
    expect(quoteUnsafeIntegers(text)).toBe(text);
    expect(() => parseJsonKeepingBigInts('{"products":[{"id":9007611300000001,')).toThrow(SyntaxError);
  });
});

describe('product fields', () => {
  it('converts .js subunit integers with string arithmetic', () => {
    expect(subunitsToDecimal(12900)).toBe('129.00');
    expect(subunitsToDecimal(5)).toBe('0.05');
    expect(subunitsToDecimal(0)).toBe('0.00');
    expect(subunitsToDecimal(129000)).toBe('1290.00');
    expect(subunitsToDecimal('123456789012345678901')).toBe('1234567890123456789.01');
    expect(subunitsToDecimal(null)).toBeNull();
    expect(subunitsToDecimal(12.5)).toBeNull();
  });

  it('keeps decimal prices as written and turns "" and null into null', () => {
    expect(decimalPrice('7.99')).toBe('7.99');
    expect(decimalPrice('')).toBeNull();
    expect(decimalPrice(null)).toBeNull();
    expect(decimalPrice('abc')).toBeNull();
  });

  it('makes plain text of body_html, at most 1,000 characters', () => {
    expect(htmlToText('<p>Light &amp; fast</p><ul><li>Vendor: A</li></ul>')).toBe('Light & fast\nVendor: A');
    expect(htmlToText('\u003cp\u003e\u003c/p\u003e')).toBeNull();
    expect(htmlToText(`<p>${'x'.repeat(2000)}</p>`)).toHaveLength(1000);
    expect(htmlToText('<style>p{}</style><script>alert(1)</script>Hi&#39;s')).toBe("Hi's");
    const long = '<p>Sentence &amp; more. </p>'.repeat(5_000);
    const text = htmlToText(long)!;
    expect(text).toHaveLength(1000);
    expect(text.startsWith('Sentence & more.\nSentence & more.')).toBe(true);
    expect(htmlToText(`<p>${'😀'.repeat(1200)}</p>`)).toBe('😀'.repeat(1000));
    // Every run of blanks is one space; a line keeps no blank at either end.
    expect(htmlToText('<p> a  b\t c\u00a0d \u00a0\te f </p><p>\t g</p>')).toBe('a b c d e f\ng');
  });

  it('reads tags as an array or a comma string', () => {
    expect(tagList(['a', ' b '])).toEqual(['a', 'b']);
    expect(tagList(['a', '', 'b', 7])).toEqual(['a', 'b']);
    expect(tagList(['a', 'b c'])).toEqual(['a', 'b c']);
    expect(tagList('a, b,,c')).toEqual(['a', 'b', 'c']);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2026-05-01T10:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Fri, 01 May 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Fri, 01 May 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
  });
});
