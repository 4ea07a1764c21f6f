import { describe, expect, it } from 'vitest';
import { nextPageUrl } from './send-page';

describe('the next page link', () => {
  it('keeps the path and the other parameters and replaces the cursor', () => {
    expect(nextPageUrl('/api/products?limit=20&cursor=old', 'new')).toBe('/api/products?limit=20&cursor=new');
    expect(nextPageUrl('/api/products', 'c1')).toBe('/api/products?cursor=c1');
  });

  it('keeps a parameter holding a second question mark, and encodes what it carries', () => {
    expect(nextPageUrl('/api/products?q=a?b&limit=1', 'c')).toBe('/api/products?q=a%3Fb&limit=1&cursor=c');
    expect(nextPageUrl('/api/products?x=%3E;rel="evil', 'c')).toBe(
      '/api/products?x=%3E%3Brel%3D%22evil&cursor=c',
    );
  });

  it('stays relative for an absolute-form request URL', () => {
    expect(nextPageUrl('http://evil.example/api/products?limit=5', 'c')).toBe(
      '/api/products?limit=5&cursor=c',
    );
  });
});
