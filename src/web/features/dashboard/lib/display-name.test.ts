import { describe, expect, it } from 'vitest';
import { displayName } from './display-name';

describe('displayName', () => {
  it('follows the welcome-name order of docs/product-rules.md R48', () => {
    expect(displayName({ firstName: 'Ada', lastName: 'Lovelace', username: 'ada' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: 'Ada', lastName: ' ', username: 'ada' })).toBe('Ada');
    expect(displayName({ firstName: null, lastName: 'Lovelace', username: 'ada' })).toBe('ada');
    expect(displayName({ username: '', email: 'countess@example.com' })).toBe('countess');
    expect(displayName({ email: '' })).toBe('User');
    expect(displayName(null)).toBe('User');
  });
});
