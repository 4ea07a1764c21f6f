import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next';

describe('safeNext', () => {
  it('keeps a path of this site with its query', () => {
    expect(safeNext('/simple-payment?plan=pro')).toBe('/simple-payment?plan=pro');
    expect(safeNext('/settings?tab=subscription#history')).toBe('/settings?tab=subscription#history');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      null,
      '',
      'simple-payment',
      'https://evil.test/',
      '//evil.test/x',
      '/\\evil.test',
      '/\t/evil.test',
      'javascript:alert(1)',
      ' /x',
    ]) {
      expect(safeNext(bad)).toBeNull();
    }
  });
});
