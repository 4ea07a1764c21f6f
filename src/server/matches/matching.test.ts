import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { MATCH_LABELS } from '../../../tools/fake-shopify';
import type { TProductMatch } from '@shared/contracts/matching';
import type { TPricePositionRow } from '@shared/contracts/price-position';
import { competitors, matchWatermarks, ownStores, products, users } from '../db/schema';
import { rowsOf } from '../db/rows';
import { SCRAPE_QUEUE, startScrapeWorkers } from '../jobs/scrape-jobs';
import { createLogger } from '../lib/logger';
import {
  aliceWithMatchingStores,
  catalogueTitle,
  scrapeNow,
  useMatchingStores,
} from '../testing/fake-stores';
import { useTestApp } from '../testing/test-app';
import { matchAccount, matchAfterScrape } from './match-products';
import { waitFor } from '../testing/wait-for';

const env: Record<string, string> = { SCRAPE_MIN_GAP_MS: '0', LOG_LEVEL: 'error' };
const fake = useMatchingStores(40, env);

describe('matching my store with competitors’ and where my prices stand', () => {
  const ctx = useTestApp({ env });
  const call = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  const pairs = async (cookie: string, status: string) =>
    ((await call('GET', `/api/matches?status=${status}&limit=200`, cookie)).json() as TProductMatch[]).map(
      (m) => ({
        id: m.id,
        mine: m.mine.title,
        theirs: m.theirs.title,
        reason: m.reason,
        store: m.theirs.competitorName,
      }),
    );
  const titleOf = catalogueTitle;

  /** Alice (Pro) with her own store and both rivals, all read once by the real worker, matched after each read. */
  async function world(viaWorkers = false) {
    const { cookie, competitorIds } = await aliceWithMatchingStores(ctx, fake);
    if (viaWorkers) {
      // The job queue of a test file lives on its first test's database: only the first test reads through it,
      // and its workers stop with it (every job they took finished), so no later test's store is read by them.
      const boss = await ctx.queue();
      onTestFinished(async () => {
        await boss.offWork(SCRAPE_QUEUE);
        await waitFor(async () => {
          const [row] = rowsOf<{ n: number }>(
            await ctx.db.execute(
              sql`SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${SCRAPE_QUEUE} AND state = 'active'`,
            ),
          );
          return row!.n === 0 ? true : undefined;
        });
      });
      await startScrapeWorkers({
        boss,
        db: ctx.db,
        readCatalogue: ctx.storefront.readCatalogue,
        concurrency: 1,
        log: createLogger('silent'),
        pollingIntervalSeconds: 0.5,
      });
    } else {
      // What the scrape job does (jobs/scrape-jobs.ts): read the store over HTTP, then match after the read.
      const storeIds = [
        ...(await ctx.db.select().from(ownStores)).map((o) => o.storeId),
        ...(await ctx.db.select().from(competitors)).map((c) => c.storeId),
      ];
      for (const storeId of storeIds) {
        // The first test's scrape workers may still be reading a store that adding it queued: read it once they are done.
        const read = await waitFor(async () => {
          const r = await scrapeNow(ctx, storeId);
          return r.status === 'skipped' && r.busy ? undefined : r;
        });
        expect(read.status).toBe('success');
        await matchAfterScrape({ db: ctx.db, storeId });
      }
    }
    await waitFor(async () => {
      const marks = await ctx.db.select().from(matchWatermarks);
      return marks.length === 3 && marks.every((m) => m.lastProductId > 0) ? true : undefined;
    });
    return { cookie, competitorIds };
  }

  it('matches new products after a scrape, incrementally, and counts an undercut of the last 24 h', async () => {
    const { cookie } = await world(true);
    const harbor = fake.stores[1]!;
    const added = harbor.addProduct({
      title: 'Solbright Polarized Sunglasses Tortoise',
      vendor: 'Solbright',
      productType: 'Accessories',
      price: '84.00',
      compareAtPrice: null,
    });
    for (const v of added.variants) v.sku = 'sb pol trt';
    harbor.updateProduct(added.id, {});
    // Harbor drops its wallet below mine (59.00).
    const wallet = harbor.products.find((p) => p.title === titleOf('hss-wallet'))!;
    harbor.setPrice(wallet.variants[0]!.id, '55.00');

    onTestFinished(() => {
      // The fake stores are shared by the file's tests: put Harbor back as the catalogue has it.
      harbor.removeProduct(added.id);
      harbor.setPrice(wallet.variants[0]!.id, '59.00');
    });

    const [own] = await ctx.db.select().from(ownStores);
    const storeIds = (await call('GET', '/api/competitors', cookie)).json().map((c: { id: string }) => c.id);
    expect(storeIds).toHaveLength(2);
    const [harborStore] = await ctx.db
      .select()
      .from(products)
      .where(eq(products.title, titleOf('hss-wallet')));
    await ctx.scheduler.requestScrape(harborStore!.storeId, { manual: true });
    const sunglasses = await waitFor(async () =>
      (await pairs(cookie, 'confirmed')).find((p) => p.theirs === 'Solbright Polarized Sunglasses Tortoise'),
    );
    expect(sunglasses).toMatchObject({ mine: titleOf('own-sunglasses'), reason: 'same SKU' });
    expect(own).toBeTruthy();

    const summary = (await call('GET', '/api/price-position/summary', cookie)).json();
    expect(summary).toMatchObject({ undercutLast24h: 1 });
    const undercut = (await call('GET', '/api/price-position?position=undercut', cookie)).json();
    expect(undercut.map((r: TPricePositionRow) => [r.title, r.gapPct])).toEqual([
      [titleOf('own-wallet'), '7.27'],
    ]);
  });

  it('confirms the same SKU within the same vendor and suggests reworded titles with their reason', async () => {
    const { cookie } = await world();
    const confirmed = await pairs(cookie, 'confirmed');
    expect(confirmed.map((p) => [p.mine, p.theirs, p.reason]).sort()).toEqual(
      [
        ['own-trail-42', 'hss-trail-42'],
        ['own-mug', 'hss-mug'],
        ['own-wallet', 'hss-wallet'],
        ['own-linen-blue-m', 'alp-linen-blue-m'],
        ['own-trail-42', 'alp-trail-42'],
      ]
        .map(([a, b]) => [titleOf(a!), titleOf(b!), 'same SKU'])
        .sort(),
    );
    const suggested = await pairs(cookie, 'suggested');
    const reasonOf = (own: string) => suggested.find((p) => p.mine === titleOf(own))?.reason;
    // "Charcoal Merino Wool Beanie" at 27.00 against my 29.00.
    expect(reasonOf('own-beanie')).toBe('title 100 % alike, same vendor, same type, price within 7 %');
    expect(reasonOf('own-down-l')).toMatch(/^title \d+ % alike, same vendor, same type, price within 6 %$/);
    expect(reasonOf('own-tote')).toMatch(/^title 100 % alike, same vendor, same type/);
    expect(reasonOf('own-bottle')).toMatch(/^title 100 % alike, same vendor, same type/);
    // "Blue Linen Shirt, Medium" against my "Linen Shirt – Blue / M": words in another order, a size written out.
    expect(suggested.find((p) => p.mine === titleOf('own-linen-blue-m'))).toMatchObject({
      theirs: titleOf('hss-linen-blue-m'),
      reason: expect.stringMatching(/^title \d+ % alike, same vendor, same type, price within 9 %$/),
    });
    expect(suggested.map((p) => p.mine).sort()).toEqual(
      ['own-beanie', 'own-bottle', 'own-down-l', 'own-linen-blue-m', 'own-tote'].map(titleOf).sort(),
    );
  });

  it('never proposes look-alikes: another brand, a sibling SKU, another colour, size or figure', async () => {
    const { cookie } = await world();
    const suggested = await pairs(cookie, 'suggested');
    const reasonOf = (own: string) => suggested.find((p) => p.mine === titleOf(own))?.reason;
    // The same title from another brand; a 6 mm mat beside my 4 mm (a sibling SKU and another figure).
    expect(reasonOf('own-rain-m')).toBeUndefined();
    expect(reasonOf('own-yoga-4')).toBeUndefined();
    // The same vendor and type, titles alike but for the colour: black sunglasses beside my tortoise ones, their
    // blue linen shirt beside my green one.
    expect(reasonOf('own-sunglasses')).toBeUndefined();
    expect(reasonOf('own-linen-green-m')).toBeUndefined();
    // One word swapped for another (an organic cotton tee beside a slub cotton one), all else alike: siblings.
    expect(reasonOf('own-tee-white-l')).toBeUndefined();
    for (const lookalike of MATCH_LABELS.filter((l) => l.label === 'lookalike')) {
      expect(suggested.concat(await pairs(cookie, 'confirmed'))).not.toContainEqual(
        expect.objectContaining({ mine: titleOf(lookalike.own), theirs: titleOf(lookalike.rival) }),
      );
    }
    // A product confirmed in a store gets no suggestion there.
    expect(suggested.filter((p) => p.mine === titleOf('own-trail-42'))).toEqual([]);
  });

  it('never proposes a rejected pair again, confirms in bulk, and takes a hand match', async () => {
    const { cookie } = await world();
    const suggested = await pairs(cookie, 'suggested');
    const tote = suggested.find((p) => p.mine === titleOf('own-tote'));
    expect(tote?.theirs).toBe(titleOf('hss-tote'));
    const rejected = await call('POST', '/api/matches/decisions', cookie, {
      ids: [tote!.id],
      decision: 'reject',
    });
    expect(rejected.json()).toEqual({ updated: 1 });

    // Matching everything again from the start proposes nothing new and leaves the rejection as it is.
    await ctx.db.delete(matchWatermarks);
    expect(await matchAccount({ db: ctx.db, accountId: await aliceId() })).toEqual({
      confirmed: 0,
      suggested: 0,
    });
    expect((await pairs(cookie, 'suggested')).map((p) => p.id)).not.toContain(tote!.id);
    expect((await pairs(cookie, 'rejected')).map((p) => p.id)).toEqual([tote!.id]);

    const reworded = ['own-beanie', 'own-down-l', 'own-linen-blue-m', 'own-bottle'].map(
      (k) => suggested.find((p) => p.mine === titleOf(k))!.id,
    );
    const bulk = await call('POST', '/api/matches/decisions', cookie, { ids: reworded, decision: 'confirm' });
    expect(bulk.json()).toEqual({ updated: 4 });
    expect(await pairs(cookie, 'confirmed')).toHaveLength(9);

    // The same title on both sides: tell them apart by store.
    const [own] = await ctx.db.select().from(ownStores);
    const rains = await ctx.db
      .select()
      .from(products)
      .where(eq(products.title, titleOf('own-rain-m')));
    const mine = rains.find((p) => p.storeId === own!.storeId);
    const theirs = rains.find((p) => p.storeId !== own!.storeId);
    const otherRain = mine;
    const hand = await call('POST', '/api/matches', cookie, {
      ownProductId: mine!.id,
      competitorProductId: theirs!.id,
    });
    expect(hand.statusCode).toBe(201);
    const handPair = (await pairs(cookie, 'confirmed')).find((p) => p.id === hand.json().id);
    expect(handPair).toMatchObject({ mine: titleOf('own-rain-m'), reason: 'matched by hand' });
    // My own product on both sides, or ids of nothing: 404 with the reason.
    const wrongSide = await call('POST', '/api/matches', cookie, {
      ownProductId: mine!.id,
      competitorProductId: otherRain!.id,
    });
    expect(wrongSide.statusCode).toBe(404);
    expect(wrongSide.json().message).toBe("That product is not in a competitor's store you track.");
    expect(
      (await call('POST', '/api/matches/decisions', cookie, { ids: [999999], decision: 'confirm' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/matches/decisions', cookie, { ids: [], decision: 'confirm' })).statusCode,
    ).toBe(400);
  });

  it('ranks my prices against compared competitors only, with gaps, paging, filters and cards', async () => {
    const { cookie, competitorIds } = await world();
    const suggested = await pairs(cookie, 'suggested');
    const reworded = ['own-beanie', 'own-down-l', 'own-tote', 'own-bottle', 'own-linen-blue-m'].map(
      (k) => suggested.find((p) => p.mine === titleOf(k))!.id,
    );
    await call('POST', '/api/matches/decisions', cookie, { ids: reworded, decision: 'confirm' });

    const first = await call('GET', '/api/price-position?limit=3', cookie);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-total-count']).toBe('8');
    const rows: TPricePositionRow[] = [...first.json()];
    let next = first.headers['x-next-cursor'] as string | undefined;
    while (next) {
      const page = await call('GET', `/api/price-position?limit=3&cursor=${next}`, cookie);
      rows.push(...page.json());
      next = page.headers['x-next-cursor'] as string | undefined;
    }
    // Largest gap first: my price against the cheapest competitor in my currency.
    expect(rows.map((r) => [r.title, r.gapPct, r.rank, r.rankedOf, r.position])).toEqual([
      [titleOf('own-tote'), '9.38', 2, 2, 'most_expensive'],
      [titleOf('own-mug'), '9.09', 2, 2, 'most_expensive'],
      [titleOf('own-linen-blue-m'), '8.89', 2, 2, 'most_expensive'],
      [titleOf('own-beanie'), '7.41', 2, 2, 'most_expensive'],
      [titleOf('own-bottle'), '6.67', 2, 2, 'most_expensive'],
      [titleOf('own-wallet'), '0.00', 1, 2, 'cheapest'],
      [titleOf('own-down-l'), '-5.03', 1, 2, 'cheapest'],
      [titleOf('own-trail-42'), '-6.98', 1, 2, 'cheapest'],
    ]);
    // The euro price is cheaper in figures but never compared: shown beside mine with the reason.
    const linen = rows.find((r) => r.title === titleOf('own-linen-blue-m'))!;
    expect(linen.cheapestPrice).toBe('45.00');
    expect(linen.competitors.map((c) => [c.price, c.currency, c.compared, c.notComparedReason])).toEqual([
      ['45.00', 'USD', true, null],
      [
        '42.00',
        'EUR',
        false,
        'Priced in EUR, yours in USD: prices in different currencies are never compared or converted.',
      ],
    ]);

    const cheapest = (await call('GET', '/api/price-position?position=cheapest', cookie)).json();
    expect(cheapest.map((r: TPricePositionRow) => r.title)).toEqual(
      ['own-wallet', 'own-down-l', 'own-trail-42'].map(titleOf),
    );
    // Against the euro store alone nothing is compared: no rank, no gap.
    const euro = await call('GET', `/api/price-position?competitorId=${competitorIds[1]}`, cookie);
    expect(euro.json().map((r: TPricePositionRow) => [r.title, r.position, r.rank, r.gapPct])).toEqual([
      [titleOf('own-linen-blue-m'), 'not_compared', null, null],
      [titleOf('own-trail-42'), 'not_compared', null, null],
    ]);
    const vendor = await call('GET', '/api/price-position?vendor=northpeak', cookie);
    expect(vendor.json().map((r: TPricePositionRow) => r.title)).toEqual(
      ['own-down-l', 'own-trail-42'].map(titleOf),
    );
    expect((await call('GET', '/api/price-position?position=dearest', cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/price-position?cursor=nope', cookie)).statusCode).toBe(400);

    expect((await call('GET', '/api/price-position/summary', cookie)).json()).toEqual({
      matchedProducts: 8,
      mostExpensive: 5,
      cheapest: 3,
      undercutLast24h: 0,
      notCompared: 0,
      hasOwnStore: true,
    });
  });

  async function aliceId() {
    const [alice] = await ctx.db.select().from(users).where(eq(users.username, 'alice'));
    return alice!.id;
  }
});
