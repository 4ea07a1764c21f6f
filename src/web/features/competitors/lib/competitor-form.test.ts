import { describe, expect, it } from 'vitest';
import { ZCompetitorForm, isAbsoluteWebUrl } from './competitor-form';

const messages = (value: { name: string; url: string }) => {
  const r = ZCompetitorForm.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('ZCompetitorForm (docs/product-rules.md R19)', () => {
  it('asks for both fields once, on the first blank one', () => {
    expect(messages({ name: '', url: '' })).toEqual(['name: Please fill in both name and URL']);
    expect(messages({ name: 'Acme', url: '  ' })).toEqual(['url: Please fill in both name and URL']);
  });

  it('requires an absolute http(s) URL, without guessing a scheme', () => {
    expect(messages({ name: 'Acme', url: 'acme.com' })).toEqual(['url: Please enter a valid URL']);
    expect(messages({ name: 'Acme', url: 'javascript:alert(1)' })).toEqual(['url: Please enter a valid URL']);
    expect(isAbsoluteWebUrl('http://localhost:3000')).toBe(true);
  });

  it('gives the trimmed body', () => {
    expect(ZCompetitorForm.parse({ name: ' Acme ', url: ' https://acme.com ' })).toEqual({
      name: 'Acme',
      url: 'https://acme.com',
    });
  });

  it('keeps the server limits', () => {
    expect(messages({ name: 'x'.repeat(256), url: 'https://acme.com' })).toEqual([
      'name: Name must be at most 255 characters',
    ]);
  });
});
