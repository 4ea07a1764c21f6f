import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TPriceChange } from '@shared/contracts/insights';
import { products } from '../db/schema';
import { useTestApp } from '../testing/test-app';
import { getJson, seedTwoStores } from './insights-fixtures';

/** A move as "title/variant new-price change%", enough to read an order at a glance. */
const label = (c: TPriceChange) =>
  `${c.productTitle.split(',')[0]}${c.variantTitle ? `/${c.variantTitle}` : ''} ${c.newPrice} ${c.percentageChange}`;

describe('GET /api/price-changes sorted and filtered (docs/product-rules.md R125)', () => {
  const ctx = useTestApp();

  /** Every page of a list, two rows at a time, and the first page's total. */
  async function walk(cookie: string, query: string) {
    const seen: TPriceChange[] = [];
    let url = `/api/price-changes?limit=2&${query}`;
    let total: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const res = await getJson(ctx.app, url, cookie);
      expect(res.statusCode, res.body).toBe(200);
      if (pages === 0) total = res.headers['x-total-count'] as string | undefined;
      seen.push(...(res.json() as TPriceChange[]));
      const next = res.headers['x-next-cursor'];
      if (!next) return { labels: seen.map(label), total };
      url = `/api/price-changes?limit=2&${query}&cursor=${encodeURIComponent(String(next))}`;
    }
    throw new Error('more pages than moves');
  }

  it('sorts by new price, by change and by store, each way, the same page by page as at once', async () => {
    const { alice } = await seedTwoStores(ctx.app, ctx.db);
    const cases: [string, string[]][] = [
      [
        'sort=price',
        [
          'Product 1/Large 20.00 -20.00',
          'Product 1/Small 33.00 10.00',
          'Trail Boot 40.00 -20.00',
          'Rucksack 75.00 -25.00',
          'Product 2 80.00 -10.11',
        ],
      ],
      [
        'sort=price&dir=desc',
        [
          'Product 2 80.00 -10.11',
          'Rucksack 75.00 -25.00',
          'Trail Boot 40.00 -20.00',
          'Product 1/Small 33.00 10.00',
          'Product 1/Large 20.00 -20.00',
        ],
      ],
      // Biggest rise first; the two -20 % moves in the order they were recorded, newest first.
      [
        'sort=change',
        [
          'Product 1/Small 33.00 10.00',
          'Product 2 80.00 -10.11',
          'Trail Boot 40.00 -20.00',
          'Product 1/Large 20.00 -20.00',
          'Rucksack 75.00 -25.00',
        ],
      ],
      [
        'sort=change&dir=asc',
        [
          'Rucksack 75.00 -25.00',
          'Product 1/Large 20.00 -20.00',
          'Trail Boot 40.00 -20.00',
          'Product 2 80.00 -10.11',
          'Product 1/Small 33.00 10.00',
        ],
      ],
    ];
    for (const [query, expected] of cases) {
      const all = (
        await getJson(ctx.app, `/api/price-changes?${query}`, alice.cookie)
      ).json() as TPriceChange[];
      expect(all.map(label), query).toEqual(expected);
      expect(await walk(alice.cookie, query), query).toEqual({ labels: expected, total: '5' });
    }

    // By competitor: stores by name, each store's moves newest first.
    const byStore = await walk(alice.cookie, 'sort=store');
    const newestFirst = (await getJson(ctx.app, '/api/price-changes', alice.cookie)).json() as TPriceChange[];
    const northpeak = newestFirst.filter((c) => c.competitorName === 'Northpeak').map(label);
    expect(byStore.labels).toEqual(['Rucksack 75.00 -25.00', ...northpeak]);
    expect((await walk(alice.cookie, 'sort=store&dir=desc')).labels).toEqual([
      ...northpeak,
      'Rucksack 75.00 -25.00',
    ]);
    expect((await walk(alice.cookie, 'sort=changedAt&dir=asc')).labels).toEqual(
      newestFirst.map(label).reverse(),
    );
  });

  it('filters by direction, availability and on sale now, with the total of the filtered list', async () => {
    const { alice, usd } = await seedTwoStores(ctx.app, ctx.db);
    expect(await walk(alice.cookie, 'direction=increase')).toEqual({
      labels: ['Product 1/Small 33.00 10.00'],
      total: '1',
    });
    expect((await walk(alice.cookie, 'direction=decrease&sort=price')).labels).toEqual([
      'Product 1/Large 20.00 -20.00',
      'Trail Boot 40.00 -20.00',
      'Rucksack 75.00 -25.00',
      'Product 2 80.00 -10.11',
    ]);
    // On sale now: a compare-at above today's price (R86). Product 2 (80 < 120), Trail Boot (40 < 50), Rucksack.
    const onSale = await walk(alice.cookie, 'onSale=true&sort=price');
    expect(onSale).toEqual({
      labels: ['Trail Boot 40.00 -20.00', 'Rucksack 75.00 -25.00', 'Product 2 80.00 -10.11'],
      total: '3',
    });
    expect((await walk(alice.cookie, 'onSale=false&sort=price')).labels).toEqual([
      'Product 1/Large 20.00 -20.00',
      'Product 1/Small 33.00 10.00',
    ]);

    // The boot sells out: it leaves "Available" and is the one move "Out of Stock".
    await ctx.db.update(products).set({ available: false }).where(like(products.title, 'Trail Boot%'));
    expect(await walk(alice.cookie, 'availability=out_of_stock')).toEqual({
      labels: ['Trail Boot 40.00 -20.00'],
      total: '1',
    });
    expect((await walk(alice.cookie, 'availability=in_stock&sort=price')).labels).toEqual([
      'Product 1/Large 20.00 -20.00',
      'Product 1/Small 33.00 10.00',
      'Rucksack 75.00 -25.00',
      'Product 2 80.00 -10.11',
    ]);

    // Filters, search and the competitor filter together.
    const combined = await walk(
      alice.cookie,
      `competitorId=${usd.competitorId}&direction=decrease&availability=in_stock&q=product&sort=change`,
    );
    expect(combined).toEqual({
      labels: ['Product 2 80.00 -10.11', 'Product 1/Large 20.00 -20.00'],
      total: '2',
    });
  });

  it('refuses an unknown sort or filter value and a cursor of another sort with a 400', async () => {
    const { alice } = await seedTwoStores(ctx.app, ctx.db);
    for (const q of ['sort=colour', 'dir=up', 'direction=up', 'availability=maybe', 'onSale=yes']) {
      const res = await getJson(ctx.app, `/api/price-changes?${q}`, alice.cookie);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().message, q).toBeTruthy();
    }
    const first = await getJson(ctx.app, '/api/price-changes?limit=2&sort=price', alice.cookie);
    const cursor = encodeURIComponent(String(first.headers['x-next-cursor']));
    for (const other of ['sort=change', 'sort=price&dir=desc', 'sort=store', '']) {
      const res = await getJson(
        ctx.app,
        `/api/price-changes?limit=2&${other}&cursor=${cursor}`,
        alice.cookie,
      );
      expect(res.statusCode, other).toBe(400);
      expect(res.json().message).toMatch(/^The cursor is not valid/);
    }
  });
});
