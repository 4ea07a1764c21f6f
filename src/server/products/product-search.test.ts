import { describe, expect, it } from 'vitest';
import type { TProduct } from '@shared/contracts/competitors';
import { EUR_SHOP, USD_SHOP, ago, getJson, scrape, signedInUser, track } from '../insights/insights-fixtures';
import { product, variant } from '../testing/catalogue-fixtures';
import { useTestApp } from '../testing/test-app';

type TItem = {
  id: string;
  title: string;
  price: string;
  vendor?: string;
  sku?: string;
  compareAt?: string;
  available?: boolean;
};
const item = (i: TItem) =>
  product(
    i.id,
    [
      variant(`${i.id}1`, {
        price: i.price,
        sku: i.sku ?? null,
        compareAtPrice: i.compareAt ?? null,
        available: i.available ?? true,
      }),
    ],
    { title: i.title, vendor: i.vendor ?? 'Northpeak' },
  );

/** Follows Link rel="next" to the end; every page's items in order and the first page's total. */
async function allPages(app: Parameters<typeof getJson>[0], url: string, cookie: string) {
  const items: TProduct[] = [];
  let total: string | undefined;
  let next: string | undefined = url;
  for (let n = 0; next; n++) {
    const res = await getJson(app, next, cookie);
    expect(res.statusCode, res.body).toBe(200);
    if (n === 0) total = res.headers['x-total-count'] as string | undefined;
    items.push(...(res.json() as TProduct[]));
    const link = res.headers.link as string | undefined;
    next = link ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
  }
  return { titles: items.map((p) => p.title), items, total };
}

describe('GET /api/products: search, sort, filters and keyset pages (docs/product-rules.md R87)', () => {
  const ctx = useTestApp();

  async function seed() {
    const alice = await signedInUser(ctx.app, ctx.db, 'alice');
    const usd = await track(ctx.db, alice.userId, USD_SHOP, 'Northpeak');
    const eur = await track(ctx.db, alice.userId, EUR_SHOP, 'Berliner Laden');
    const usdItems = (moved: boolean): TItem[] => [
      { id: '1', title: 'Anorak', price: moved ? '90.00' : '100.00', sku: 'NP-ANO-1' },
      { id: '2', title: 'Boot', price: moved ? '66.00' : '60.00', vendor: 'Kestrel', compareAt: '80.00' },
      { id: '3', title: 'Cap', price: '15.00', compareAt: '15.00' },
      { id: '4', title: 'Duffel', price: '45.00', available: false },
      { id: '5', title: 'Zip bag', price: '45.00' },
    ];
    await scrape(ctx.db, usd.storeId, USD_SHOP, usdItems(false).map(item), ago(30));
    await scrape(ctx.db, usd.storeId, USD_SHOP, usdItems(true).map(item), ago(3));
    const eurItems = (moved: boolean): TItem[] => [
      { id: '901', title: 'Boot 100% wool', price: '70.00', vendor: 'Kestrel' },
      { id: '902', title: 'Fleece', price: moved ? '20.00' : '40.00', sku: 'BL_FLE' },
    ];
    await scrape(ctx.db, eur.storeId, EUR_SHOP, eurItems(false).map(item), ago(20));
    await scrape(ctx.db, eur.storeId, EUR_SHOP, eurItems(true).map(item), ago(1));
    return { alice, usd, eur };
  }

  it('searches title, vendor and SKU with the true total, wildcards taken literally', async () => {
    const { alice } = await seed();
    for (const [q, titles] of [
      ['boot', ['Boot', 'Boot 100% wool']],
      ['kestrel', ['Boot', 'Boot 100% wool']],
      ['np-ano', ['Anorak']],
      ['%', ['Boot 100% wool']],
      ['bl_', ['Fleece']],
      ['_', ['Fleece']],
      ['nothing-like-it', []],
    ] as const) {
      for (const limit of [1, 50]) {
        const res = await allPages(
          ctx.app,
          `/api/products?limit=${limit}&q=${encodeURIComponent(q)}`,
          alice.cookie,
        );
        expect(res.titles, q).toEqual(titles);
        expect(res.total, q).toBe(String(titles.length));
      }
    }
  });

  it('sorts by price, change, last change and store, both ways, the same at every page size', async () => {
    const { alice, usd } = await seed();
    const cases: Array<[string, string[]]> = [
      // Prices: 15 Cap, 45 Duffel/Zip bag (id breaks the tie), 66 Boot, 90 Anorak, 20 Fleece, 70 Boot 100% wool.
      ['sort=price', ['Cap', 'Fleece', 'Duffel', 'Zip bag', 'Boot', 'Boot 100% wool', 'Anorak']],
      ['sort=price&dir=desc', ['Anorak', 'Boot 100% wool', 'Boot', 'Zip bag', 'Duffel', 'Fleece', 'Cap']],
      // Change: Boot +10 %, unchanged 0 % (by id, descending), Anorak -10 %, Fleece -50 %.
      ['sort=change', ['Boot', 'Boot 100% wool', 'Zip bag', 'Duffel', 'Cap', 'Anorak', 'Fleece']],
      ['sort=change&dir=asc', ['Fleece', 'Anorak', 'Cap', 'Duffel', 'Zip bag', 'Boot 100% wool', 'Boot']],
      // Last change: Fleece 1 h ago, Anorak and Boot 3 h ago (id descending), then the never moved.
      ['sort=lastChange', ['Fleece', 'Boot', 'Anorak', 'Boot 100% wool', 'Zip bag', 'Duffel', 'Cap']],
      ['sort=store', ['Boot 100% wool', 'Fleece', 'Anorak', 'Boot', 'Cap', 'Duffel', 'Zip bag']],
      ['sort=store&dir=desc', ['Zip bag', 'Duffel', 'Cap', 'Boot', 'Anorak', 'Fleece', 'Boot 100% wool']],
    ];
    for (const [query, expected] of cases) {
      for (const limit of [1, 2, 3, 50]) {
        const res = await allPages(ctx.app, `/api/products?limit=${limit}&${query}`, alice.cookie);
        expect(res.titles, `${query} limit=${limit}`).toEqual(expected);
        expect(res.total).toBe('7');
      }
    }
    const [top] = (
      await getJson(ctx.app, '/api/products?sort=lastChange', alice.cookie)
    ).json() as TProduct[];
    expect(top).toMatchObject({ title: 'Fleece', lastPriceChangePct: '-50.00' });
    expect(new Date(top!.lastPriceChangeAt!).getTime()).toBeGreaterThan(Date.now() - 2 * 3600_000);
    // The same filters on one competitor's list.
    const one = await allPages(
      ctx.app,
      `/api/competitors/${usd.competitorId}/products?limit=2&sort=price&dir=desc&availability=in_stock`,
      alice.cookie,
    );
    expect(one.titles).toEqual(['Anorak', 'Boot', 'Zip bag', 'Cap']);
    expect(one.total).toBe('4');
  });

  it('filters by availability and by on sale (a compare-at above the price), combined with search', async () => {
    const { alice } = await seed();
    const titles = async (q: string) => allPages(ctx.app, `/api/products?limit=2&${q}`, alice.cookie);
    expect((await titles('availability=out_of_stock')).titles).toEqual(['Duffel']);
    expect((await titles('availability=in_stock')).total).toBe('6');
    // Cap's compare-at equals its price: not on sale (docs/product-rules.md R86).
    expect((await titles('onSale=true')).titles).toEqual(['Boot']);
    expect((await titles('onSale=false')).total).toBe('6');
    expect((await titles('onSale=true&q=wool')).titles).toEqual([]);
    expect((await titles('q=boot&sort=price&dir=desc')).titles).toEqual(['Boot 100% wool', 'Boot']);
  });

  it('searches the price changes the same way, with the true total', async () => {
    const { alice } = await seed();
    const moves = async (q: string) => {
      const res = await getJson(ctx.app, `/api/price-changes?limit=1&q=${q}`, alice.cookie);
      expect(res.statusCode).toBe(200);
      return {
        titles: (res.json() as { productTitle: string }[]).map((c) => c.productTitle),
        total: res.headers['x-total-count'],
      };
    };
    expect(await moves('')).toEqual({ titles: ['Fleece'], total: '3' });
    expect(await moves('kestrel')).toEqual({ titles: ['Boot'], total: '1' });
    expect(await moves('np-ano')).toEqual({ titles: ['Anorak'], total: '1' });
    expect(await moves('zip')).toEqual({ titles: [], total: '0' });
  });

  it('refuses a cursor of another sort or direction, and bad filters, with a 400', async () => {
    const { alice } = await seed();
    const first = await getJson(ctx.app, '/api/products?limit=2&sort=price', alice.cookie);
    const cursor = encodeURIComponent(String(first.headers['x-next-cursor']));
    expect(
      (await getJson(ctx.app, `/api/products?limit=2&sort=price&cursor=${cursor}`, alice.cookie)).statusCode,
    ).toBe(200);
    for (const q of [
      `sort=title&cursor=${cursor}`,
      `sort=price&dir=desc&cursor=${cursor}`,
      `sort=change&cursor=${cursor}`,
      'sort=colour',
      'dir=up',
      'availability=maybe',
      'onSale=yes',
      `q=${'x'.repeat(201)}`,
      `sort=price&cursor=${Buffer.from(JSON.stringify(['price', 'asc', '1e999', 5])).toString('base64url')}`,
    ]) {
      const res = await getJson(ctx.app, `/api/products?${q}`, alice.cookie);
      expect(res.statusCode, q).toBe(400);
    }
  });
});
