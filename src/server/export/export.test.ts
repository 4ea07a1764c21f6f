import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bestSellerRanks, competitors, products } from '../db/schema';
import { useTestApp } from '../testing/test-app';
import { getJson, seedTwoStores, signedInUser } from '../insights/insights-fixtures';
import { PRO_ONLY_MESSAGE } from './stream-export';

const today = () => new Date().toISOString().slice(0, 10);
const PRODUCT_HEADER =
  'title,url,vendor,product_type,current_price,compare_at_price,currency,available,competitor_name,' +
  'competitor_domain,first_seen_at,updated_at,best_seller_rank';

describe('GET /api/export/{competitors|products}', () => {
  const ctx = useTestApp();

  it('is for Pro subscribers only, with the texts of docs/product-rules.md R6', async () => {
    const { alice } = await seedTwoStores(ctx.app, ctx.db, { subscriptionPlan: 'starter' });
    for (const url of ['/api/export/competitors', '/api/export/products?format=json']) {
      const res = await getJson(ctx.app, url, alice.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'Data export is only available for Pro subscribers. Please upgrade your plan.',
      );
      expect(res.json().message).toBe(PRO_ONLY_MESSAGE);
    }
    expect((await getJson(ctx.app, '/api/export/products')).statusCode).toBe(401);
  });

  it('documents every insight route in the OpenAPI description', async () => {
    const doc = (await getJson(ctx.app, '/api/docs/json')).json() as { paths: Record<string, unknown> };
    for (const path of [
      '/api/price-changes',
      '/api/products/{id}',
      '/api/product-launches',
      '/api/promotions',
      '/api/export/{dataset}',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });

  it('streams the competitors as RFC 4180 CSV with a dated attachment name', async () => {
    const { alice, usd, eur } = await seedTwoStores(ctx.app, ctx.db, { subscriptionPlan: 'pro' });
    await ctx.db
      .update(competitors)
      .set({ name: 'Peak, "North"' })
      .where(eq(competitors.id, usd.competitorId));
    await ctx.db
      .update(competitors)
      .set({ deactivatedAt: new Date() })
      .where(eq(competitors.id, eur.competitorId));
    const res = await getJson(ctx.app, '/api/export/competitors', alice.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="competitors-${today()}.csv"`);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('name,url,domain,status,product_count,last_scraped,created_at');
    expect(lines).toHaveLength(3); // header, the one active competitor, the empty tail after the last CRLF
    expect(lines[1]).toMatch(
      /^"Peak, ""North""",https:\/\/northpeak\.myshopify\.com,northpeak\.com,active,6,\d{4}-\d\d-\d\dT[\d:.]+Z,/,
    );
    expect(lines[2]).toBe('');
  });

  it('exports the live products as CSV (quoting, CRLF) and as a JSON array', async () => {
    const { alice } = await seedTwoStores(ctx.app, ctx.db, { subscriptionPlan: 'pro' });
    // The rucksack was 9th, then 2nd in its store's best-selling order: its place now is exported.
    const [rucksack] = await ctx.db.select().from(products).where(eq(products.title, 'Rucksack'));
    await ctx.db.insert(bestSellerRanks).values([
      {
        storeId: rucksack!.storeId,
        productId: rucksack!.id,
        rank: 9,
        observedAt: new Date(Date.now() - 60_000),
      },
      {
        storeId: rucksack!.storeId,
        productId: rucksack!.id,
        rank: 2,
        previousRank: 9,
        observedAt: new Date(),
      },
    ]);
    const csv = await getJson(ctx.app, '/api/export/products?format=csv', alice.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.rawPayload[0]).toBe(0x74); // "t": no byte-order mark in the standard format
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="products-${today()}.csv"`);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(PRODUCT_HEADER);
    expect(lines).toHaveLength(9); // header + 7 live products + tail
    // The Medium variant's product stays; products are by competitor name then title.
    expect(lines[1]).toMatch(
      /^Rucksack,https:\/\/shop\.example\/products\/product-901,Northpeak,Shoes,75\.00,100\.00,EUR,true,Berliner Laden,berlin\.com,/,
    );
    expect(lines[1]).toMatch(/,2$/);
    expect(lines[2]).toMatch(/^Product 1,.*,33\.00,,USD,true,Northpeak,northpeak\.com,.*Z,$/);
    expect(lines[7]).toMatch(/^"Trail Boot, ""Winter""\nEdition",.*,40\.00,50\.00,USD,true,Northpeak,/);
    expect(lines[8]).toBe('');

    const json = await getJson(ctx.app, '/api/export/products?format=json', alice.cookie);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.headers['content-disposition']).toBe(`attachment; filename="products-${today()}.json"`);
    const rows = json.json() as Record<string, unknown>[];
    expect(rows).toHaveLength(7);
    expect(rows[0]).toMatchObject({
      title: 'Rucksack',
      current_price: '75.00',
      compare_at_price: '100.00',
      currency: 'EUR',
      available: true,
      competitor_name: 'Berliner Laden',
      best_seller_rank: 2,
    });
    expect(rows[1]!.best_seller_rank).toBeNull();
    expect(Object.keys(rows[0]!)).toEqual(PRODUCT_HEADER.split(','));
  });

  it('adds a byte-order mark and defuses formulas for the excel CSV format; rejects junk formats', async () => {
    const { alice, usd } = await seedTwoStores(ctx.app, ctx.db, {
      subscriptionPlan: 'pro',
      csvFormat: 'excel',
    });
    await ctx.db
      .update(competitors)
      .set({ name: '=HYPERLINK("x")' })
      .where(eq(competitors.id, usd.competitorId));
    const res = await getJson(ctx.app, '/api/export/competitors', alice.cookie);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.body.replace(/^\uFEFF/, '').split('\r\n')[1]).toMatch(/^"'=HYPERLINK\(""x""\)",/);

    for (const url of ['/api/export/products?format=xml', '/api/export/orders', '/api/export/products?x=1']) {
      expect((await getJson(ctx.app, url, alice.cookie)).statusCode).toBe(400);
    }
    const bob = await signedInUser(ctx.app, ctx.db, 'bob', { subscriptionPlan: 'pro' });
    const empty = await getJson(ctx.app, '/api/export/products?format=json', bob.cookie);
    expect(empty.json()).toEqual([]);
    expect((await getJson(ctx.app, '/api/export/products', bob.cookie)).body).toBe(`${PRODUCT_HEADER}\r\n`);
  });
});
