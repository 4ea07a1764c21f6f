import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { useTestApp } from '../testing/test-app';
import { intBetween, mulberry32, pick } from '../../../tools/fake-shopify/rng';

// The title keys matching looks pairs up by (migration 0034, made faster by 0040 with the same results): the
// title's words, sorted and unique, the vendor's own words left out; and that key with any one word left out.
// The expected values are what 0034's SQL functions answered; the last test compares the words (0041) with 0034's
// definition itself over many titles.
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

  it("finds the same words as migration 0034's definition, title after title", async () => {
    const vocab = [
      'Organic',
      'cotton',
      'T-Shirt',
      'MEDIUM',
      'small',
      'Large',
      'xlarge',
      'XSmall',
      'xxlarge',
      '350ml',
      '2x3',
      '10-Pack',
      "Men's",
      'Tea’s',
      'Café',
      'CRÈME',
      'Äpfel',
      'größe',
      'Ñandú',
      '日本',
      'red',
      'Red',
      'red',
      'acme',
      'Co',
      'co.',
      '  ',
      '--',
      '&',
      '4',
      '4mm',
      'v2',
      'A',
      'b',
      'zzz',
      'aa',
      'Aa',
    ];
    const vendors = [null, '', 'Acme', 'Acme Co', 'Red Wing', 'Café Crème Ltd', 'T-Shirt Co', '4 Seasons'];
    // A fixed walk through the words: titles of 0 to 9 words, repeats, vendors' words and punctuation included.
    const titles: { title: string; vendor: string | null }[] = [];
    const rng = mulberry32(7);
    for (let i = 0; i < 2000; i++) {
      const words = Array.from({ length: intBetween(rng, 0, 9) }, () => pick(rng, vocab));
      titles.push({ title: words.join(pick(rng, [' ', ' ', '/', ' - '])), vendor: pick(rng, vendors) });
    }
    titles.push(
      { title: '', vendor: null },
      { title: 'Acme', vendor: 'Acme' },
      { title: "'''", vendor: null },
    );
    // Migration 0034's match_title_words, word for word, as a subquery.
    const rows = rowsOf<{ title: string; vendor: string | null; now: string[]; was: string[] }>(
      await ctx.db.execute(sql`
        SELECT t.title, t.vendor, match_title_words(t.title, t.vendor) AS now,
          (SELECT coalesce(array_agg(DISTINCT w ORDER BY w), '{}'::text[])
            FROM (
              SELECT CASE t2 WHEN 'small' THEN 's' WHEN 'medium' THEN 'm' WHEN 'large' THEN 'l' WHEN 'xsmall' THEN 'xs'
                WHEN 'xlarge' THEN 'xl' WHEN 'xxlarge' THEN 'xxl' ELSE t2 END AS w
              FROM regexp_split_to_table(
                regexp_replace(regexp_replace(lower(coalesce(t.title, '')), '[''’]', '', 'g'), '([0-9])([a-z])',
                  '\\1 \\2', 'g'),
                '[^[:alnum:]]+') AS t2
            ) x
            WHERE w <> ''
              AND w NOT IN (SELECT v FROM regexp_split_to_table(lower(coalesce(t.vendor, '')), '[^[:alnum:]]+') AS v)
          ) AS was
        FROM json_to_recordset(${JSON.stringify(titles)}::json) AS t(title text, vendor text)`),
    );
    expect(rows).toHaveLength(titles.length);
    const differ = rows.filter((r) => JSON.stringify(r.now) !== JSON.stringify(r.was));
    expect(differ).toEqual([]);
    // The walk reached the cases that matter: repeats, sizes, vendor words, no words at all.
    expect(rows.some((r) => r.was.length === 0 && r.title !== '')).toBe(true);
    expect(rows.some((r) => r.was.includes('m') && r.was.includes('ml'))).toBe(true);
    expect(rows.filter((r) => r.was.length >= 5).length).toBeGreaterThan(100);
  });
});
