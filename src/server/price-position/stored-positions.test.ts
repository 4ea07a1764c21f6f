import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { TProductMatch } from '@shared/contracts/matching';
import type { TPricePositionRow } from '@shared/contracts/price-position';
import { ALL_COMPETITORS, competitors, ownStores, products } from '../db/schema';
import { rowsOf } from '../db/rows';
import { matchAfterScrape } from '../matches/match-products';
import {
  aliceWithMatchingStores,
  catalogueTitle,
  scrapeNow,
  useMatchingStores,
} from '../testing/fake-stores';
import { useTestApp } from '../testing/test-app';
import { positionRows } from './position-sql';

const env: Record<string, string> = { SCRAPE_MIN_GAP_MS: '0', LOG_LEVEL: 'error' };
const fake = useMatchingStores(60, env);

type TFigures = Record<string, string | number | boolean | null>;

/** Stored positions are kept current where their inputs change (docs/product-rules.md R145). */
describe('stored price positions', () => {
  const ctx = useTestApp({ env });
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const titleOf = catalogueTitle;

  /** Alice (Pro) with her own store and both rivals, each read over HTTP and matched after its read. */
  async function world() {
    const alice = await aliceWithMatchingStores(ctx, fake);
    for (const storeId of await storeIds()) await read(storeId);
    return alice;
  }
  async function storeIds() {
    return [
      ...(await ctx.db.select().from(ownStores)).map((o) => o.storeId),
      ...(await ctx.db.select().from(competitors)).map((c) => c.storeId),
    ];
  }
  /** What the scrape job does: read the store over HTTP, then match after the read. */
  async function read(storeId: string) {
    const r = await scrapeNow(ctx, storeId);
    expect(r.status).toBe('success');
    await matchAfterScrape({ db: ctx.db, storeId });
  }
  async function storeOf(key: string, own: boolean) {
    const [mine] = await ctx.db.select().from(ownStores);
    const rows = await ctx.db
      .select()
      .from(products)
      .where(eq(products.title, titleOf(key)));
    return rows.find((p) => (p.storeId === mine!.storeId) === own)!.storeId;
  }

  /** The positions as the live SQL computes them from every pair, per own product: the oracle. */
  async function live(accountId: string, competitorId?: string) {
    const rows = rowsOf<TFigures & { id: string | number }>(
      await ctx.db.execute(sql`
        SELECT id, min_comp, n_compared, n_cheaper, position, gap, undercut
        FROM (${positionRows({ accountId, competitorId })}) r`),
    );
    return Object.fromEntries(rows.map(({ id, ...r }) => [String(id), r]));
  }
  async function stored(accountId: string, competitorId?: string) {
    const rows = rowsOf<TFigures & { id: string | number }>(
      await ctx.db.execute(sql`
        SELECT own_product_id AS id, min_comp, n_compared, n_cheaper, position, gap,
          coalesce(undercut_at > now() - interval '24 hours', false) AS undercut
        FROM price_positions
        WHERE account_id = ${accountId} AND competitor_id = ${competitorId ?? ALL_COMPETITORS}::uuid`),
    );
    return Object.fromEntries(rows.map(({ id, ...r }) => [String(id), r]));
  }
  /** The stored positions, against all competitors and each one, are what the live SQL computes now. */
  async function expectCurrent(accountId: string, competitorIds: string[]) {
    for (const c of [undefined, ...competitorIds])
      expect(await stored(accountId, c)).toEqual(await live(accountId, c));
  }
  const pairs = async (cookie: string, status: string) =>
    (await call('GET', `/api/matches?status=${status}&limit=200`, cookie)).json() as TProductMatch[];
  const positions = async (cookie: string, query = '') =>
    ((await call('GET', `/api/price-position?limit=200${query}`, cookie)).json() as TPricePositionRow[]).map(
      (r) => [r.title, r.gapPct, r.position],
    );

  it('follows prices a real scrape of a competitor or of my store moves', async () => {
    const { cookie, accountId, competitorIds } = await world();
    await expectCurrent(accountId, competitorIds);
    expect((await positions(cookie)).find((r) => r[0] === titleOf('own-wallet'))).toEqual([
      titleOf('own-wallet'),
      '0.00',
      'cheapest',
    ]);
    const harbor = fake.stores[1]!;
    const wallet = harbor.products.find((p) => p.title === titleOf('hss-wallet'))!;
    const mine = fake.stores[0]!;
    const mug = mine.products.find((p) => p.title === titleOf('own-mug'))!;
    onTestFinished(() => {
      harbor.setPrice(wallet.variants[0]!.id, '59.00');
      mine.setPrice(mug.variants[0]!.id, '18.00');
    });

    // Harbor drops its wallet below mine (59.00): undercut, in the last 24 h.
    harbor.setPrice(wallet.variants[0]!.id, '55.00');
    await read(await storeOf('hss-wallet', false));
    expect(await positions(cookie, '&position=undercut')).toEqual([
      [titleOf('own-wallet'), '7.27', 'most_expensive'],
    ]);
    expect((await call('GET', '/api/price-position/summary', cookie)).json()).toMatchObject({
      undercutLast24h: 1,
    });
    await expectCurrent(accountId, competitorIds);

    // I drop my mug (18.00) below Harbor's 16.50.
    mine.setPrice(mug.variants[0]!.id, '15.00');
    await read(await storeOf('own-mug', true));
    expect((await positions(cookie)).find((r) => r[0] === titleOf('own-mug'))).toEqual([
      titleOf('own-mug'),
      '-9.09',
      'cheapest',
    ]);
    await expectCurrent(accountId, competitorIds);
  });

  it('follows matches confirmed, rejected and made by hand', async () => {
    const { cookie, accountId, competitorIds } = await world();
    const total = async () =>
      (await call('GET', '/api/price-position?limit=1', cookie)).headers['x-total-count'];
    expect(await total()).toBe('4');
    const suggested = await pairs(cookie, 'suggested');
    const ids = ['own-beanie', 'own-tote'].map((k) => suggested.find((p) => p.mine.title === titleOf(k))!.id);
    await call('POST', '/api/matches/decisions', cookie, { ids, decision: 'confirm' });
    expect(await total()).toBe('6');
    await expectCurrent(accountId, competitorIds);

    await call('POST', '/api/matches/decisions', cookie, { ids: [ids[1]], decision: 'reject' });
    expect(await total()).toBe('5');
    expect((await positions(cookie)).map((r) => r[0])).not.toContain(titleOf('own-tote'));
    await expectCurrent(accountId, competitorIds);

    const rains = await ctx.db
      .select()
      .from(products)
      .where(eq(products.title, titleOf('own-rain-m')));
    const [own] = await ctx.db.select().from(ownStores);
    const hand = await call('POST', '/api/matches', cookie, {
      ownProductId: rains.find((p) => p.storeId === own!.storeId)!.id,
      competitorProductId: rains.find((p) => p.storeId !== own!.storeId)!.id,
    });
    expect(hand.statusCode).toBe(201);
    // My 99.00 against Stormline's 69.00.
    expect((await positions(cookie)).find((r) => r[0] === titleOf('own-rain-m'))).toEqual([
      titleOf('own-rain-m'),
      '43.48',
      'most_expensive',
    ]);
    expect(await total()).toBe('6');
    await expectCurrent(accountId, competitorIds);
  });

  it('drops a removed competitor’s prices, and everything with my store', async () => {
    const { cookie, accountId, competitorIds } = await world();
    const before = (await call('GET', '/api/price-position/summary', cookie)).json();
    expect(before).toMatchObject({ matchedProducts: 4, mostExpensive: 1, cheapest: 2, notCompared: 1 });

    // Harbor gone: only Alpen Handel's euro prices are left beside mine, never compared.
    expect((await call('DELETE', `/api/competitors/${competitorIds[0]}`, cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/price-position/summary', cookie)).json()).toMatchObject({
      matchedProducts: 2,
      mostExpensive: 0,
      cheapest: 0,
      notCompared: 2,
    });
    expect(await positions(cookie)).toEqual([
      [titleOf('own-linen-blue-m'), null, 'not_compared'],
      [titleOf('own-trail-42'), null, 'not_compared'],
    ]);
    await expectCurrent(accountId, competitorIds.slice(1));
    expect(await stored(accountId, competitorIds[0])).toEqual({});

    const [own] = await ctx.db.select().from(ownStores);
    expect((await call('DELETE', `/api/my-store/${own!.id}`, cookie)).statusCode).toBe(204);
    expect((await call('GET', '/api/price-position/summary', cookie)).json()).toMatchObject({
      matchedProducts: 0,
    });
    expect(await stored(accountId)).toEqual({});
  });
});
