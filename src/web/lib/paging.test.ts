import { describe, expect, it } from 'vitest';
import { nextLinkTarget, pageHeaders, showingText, withQuery } from './paging';

describe('nextLinkTarget (RFC 8288)', () => {
  it('finds the rel="next" target among the links, whatever the quoting and case', () => {
    expect(nextLinkTarget('</api/products?cursor=abc&limit=50>; rel="next"')).toBe(
      '/api/products?cursor=abc&limit=50',
    );
    expect(nextLinkTarget('</a?cursor=1>; rel=NEXT')).toBe('/a?cursor=1');
    expect(nextLinkTarget('</a?cursor=1>; rel="prev", </a?cursor=2>; rel="next"')).toBe('/a?cursor=2');
    expect(nextLinkTarget('</a?cursor=3>;rel="next last"')).toBe('/a?cursor=3');
    expect(nextLinkTarget('</a?cursor=4>; title="a, <b>; rel=next", </a?cursor=5>; rel="next"')).toBe(
      '/a?cursor=5',
    );
  });

  it('answers null without a next link', () => {
    expect(nextLinkTarget(null)).toBeNull();
    expect(nextLinkTarget('')).toBeNull();
    expect(nextLinkTarget('</a?cursor=1>; rel="prev"')).toBeNull();
    expect(nextLinkTarget('</a?cursor=1>; anchor="next"')).toBeNull();
  });
});

describe('pageHeaders', () => {
  const read = (headers: Record<string, string>) => pageHeaders(new Headers(headers));

  it('takes the cursor from the Link header first, decoded', () => {
    expect(
      read({
        link: '<https://app.test/api/notifications?limit=50&cursor=c%2F50%3D%3D>; rel="next"',
        'x-next-cursor': 'older',
      }),
    ).toEqual({ nextCursor: 'c/50==', total: null });
  });

  it('falls back to x-next-cursor without a usable next link', () => {
    expect(read({ 'x-next-cursor': 'n1' }).nextCursor).toBe('n1');
    expect(read({ link: '</api/products?limit=50>; rel="next"', 'x-next-cursor': 'n2' }).nextCursor).toBe(
      'n2',
    );
    expect(read({}).nextCursor).toBeNull();
  });

  it('reads X-Total-Count when it is a whole number', () => {
    expect(read({ 'x-total-count': '1234' }).total).toBe(1234);
    expect(read({ 'x-total-count': '0' }).total).toBe(0);
    expect(read({ 'x-total-count': 'many' }).total).toBeNull();
    expect(read({ 'x-total-count': '-1' }).total).toBeNull();
  });
});

describe('withQuery and showingText', () => {
  it('leaves out empty query values and encodes the rest', () => {
    expect(withQuery('/api/price-changes', { competitorId: undefined, limit: 50, cursor: 'a/b' })).toBe(
      '/api/price-changes?limit=50&cursor=a%2Fb',
    );
    expect(withQuery('/api/products', { cursor: null })).toBe('/api/products');
  });

  it('says the total when known, "so far" otherwise', () => {
    expect(showingText(20, 1234, 'products')).toBe('Showing 20 of 1,234 products');
    expect(showingText(50, null, 'price changes')).toBe('Showing 50 price changes so far');
  });
});
