import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { competitors } from '../db/schema';
import { getJson, signedInUser } from '../insights/insights-fixtures';
import { PRO_ONLY_MESSAGE } from '../export/stream-export';
import { useTestApp } from '../testing/test-app';
import { positionWorld } from './position-fixtures';

const today = () => new Date().toISOString().slice(0, 10);
const HEADER =
  'title,url,vendor,product_type,price,compare_at_price,currency,position,rank,ranked_of,cheapest_price,gap_pct,' +
  'competitor_name,competitor_product_title,competitor_product_url,competitor_price,' +
  'competitor_compare_at_price,competitor_currency,compared,not_compared_reason';

describe('GET /api/price-position/export', () => {
  const ctx = useTestApp();

  /** Alice (Pro): my shirt at 100.00 against Northpeak's at 90.00; my cap at 50.00 USD beside Eurorival's 50.00 EUR. */
  async function setup(plan = 'pro') {
    const alice = await signedInUser(ctx.app, ctx.db, 'alice', { subscriptionPlan: plan });
    const w = await positionWorld(ctx.db, { userId: alice.userId });
    await w.setTheirs('90.00');
    const [eurorival] = await ctx.db.select().from(competitors).where(eq(competitors.name, 'Eurorival'));
    return { ...alice, eurorivalId: eurorival!.id };
  }

  it('streams the table as CSV, largest gap first, one line per matched pair', async () => {
    const s = await setup();
    const res = await getJson(ctx.app, '/api/price-position/export', s.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="price-position-${today()}.csv"`);
    expect(res.body.split('\r\n')).toEqual([
      HEADER,
      'Blue Linen Shirt,https://shop.example/products/product-m1,Northpeak,Shoes,100.00,,USD,most_expensive,2,2,' +
        '90.00,11.11,Northpeak,Linen Shirt – Blue / M,https://shop.example/products/product-c1,90.00,,USD,true,',
      'Wool Cap,https://shop.example/products/product-m2,Northpeak,Shoes,50.00,,USD,not_compared,,0,,,Eurorival,' +
        'Wool Cap,https://shop.example/products/product-e1,50.00,,EUR,false,' +
        '"Priced in EUR, yours in USD: prices in different currencies are never compared or converted."',
      '',
    ]);
  });

  it('applies the screen’s filters, in JSON too', async () => {
    const s = await setup();
    const dear = await getJson(
      ctx.app,
      '/api/price-position/export?format=json&position=most_expensive',
      s.cookie,
    );
    expect(dear.statusCode).toBe(200);
    expect(dear.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(dear.json()).toEqual([
      {
        title: 'Blue Linen Shirt',
        url: 'https://shop.example/products/product-m1',
        vendor: 'Northpeak',
        product_type: 'Shoes',
        price: '100.00',
        compare_at_price: null,
        currency: 'USD',
        position: 'most_expensive',
        rank: 2,
        ranked_of: 2,
        cheapest_price: '90.00',
        gap_pct: '11.11',
        competitor_name: 'Northpeak',
        competitor_product_title: 'Linen Shirt – Blue / M',
        competitor_product_url: 'https://shop.example/products/product-c1',
        competitor_price: '90.00',
        competitor_compare_at_price: null,
        competitor_currency: 'USD',
        compared: true,
        not_compared_reason: null,
      },
    ]);
    const euro = await getJson(
      ctx.app,
      `/api/price-position/export?format=json&competitorId=${s.eurorivalId}`,
      s.cookie,
    );
    expect((euro.json() as Array<{ title: string }>).map((r) => r.title)).toEqual(['Wool Cap']);
    const none = await getJson(ctx.app, '/api/price-position/export?format=json&vendor=Nobody', s.cookie);
    expect(none.body).toBe('[]\n');
  });

  it('is Pro only, and answers bad filters with 400 and others’ competitors with 404', async () => {
    const starter = await setup('starter');
    const res = await getJson(ctx.app, '/api/price-position/export', starter.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(PRO_ONLY_MESSAGE);
    await ctx.db.execute(`UPDATE accounts SET subscription_plan = 'pro'`);
    const bad = await getJson(ctx.app, '/api/price-position/export?format=xml', starter.cookie);
    expect(bad.statusCode).toBe(400);
    const missing = await getJson(
      ctx.app,
      '/api/price-position/export?competitorId=00000000-0000-4000-8000-000000000000',
      starter.cookie,
    );
    expect(missing.statusCode).toBe(404);
    expect((await getJson(ctx.app, '/api/price-position/export')).statusCode).toBe(401);
  });
});
