import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { useTestApp } from '../testing/test-app';

// The title keys matching looks pairs up by (migration 0034, made faster by 0040 with the same results): the
// title's words, sorted and unique, the vendor's own words left out; and that key with any one word left out.
// The expected values are what 0034's SQL functions answered.
describe('title keys', () => {
  const ctx = useTestApp();
  const keysOf = async (title: string, vendor: string | null) =>
    rowsOf<{ key: string; keys: string[] }>(
      await ctx.db.execute(
        sql`SELECT match_title_key(${title}, ${vendor}) AS key, match_title_keys(${title}, ${vendor}) AS keys`,
      ),
    )[0]!;

  it('sorts the words, writes sizes and units apart, and leaves out one word at a time', async () => {
    expect(await keysOf('Organic Cotton T-Shirt Medium 350ml', 'Acme')).toEqual({
      key: '350 cotton m ml organic shirt t',
      keys: [
        '350 cotton m ml organic shirt t',
        'cotton m ml organic shirt t',
        '350 m ml organic shirt t',
        '350 cotton ml organic shirt t',
        '350 cotton m organic shirt t',
        '350 cotton m ml shirt t',
        '350 cotton m ml organic t',
        '350 cotton m ml organic shirt',
      ],
    });
    expect(await keysOf("Small Tea's Cup", null)).toEqual({
      key: 'cup s teas',
      keys: ['cup s teas', 's teas', 'cup teas', 'cup s'],
    });
  });

  it('leaves the vendor out, keeps two words whole and gives nothing for no words', async () => {
    expect(await keysOf('Acme Red Mug', 'Acme Co')).toEqual({ key: 'mug red', keys: ['mug red'] });
    expect(await keysOf('', null)).toEqual({ key: '', keys: [] });
  });
});
