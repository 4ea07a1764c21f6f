// Precision and recall of matching (docs/product-rules.md R126, R137) on the labelled catalogues of the fake
// store (tools/fake-shopify/matching-catalogue.ts), stocked straight into the database under an account of its own.
import { sql } from 'drizzle-orm';
import { registerUser } from '../../src/server/auth/register-user.ts';
import type { TDb } from '../../src/server/db/client.ts';
import { rowsOf } from '../../src/server/db/rows.ts';
import { matchAccount } from '../../src/server/matches/match-products.ts';
import {
  MATCH_LABELS,
  OWN_CATALOGUE,
  OWN_STORE,
  RIVAL_STORES,
  type CatalogueItem,
} from '../../tools/fake-shopify/matching-catalogue.ts';
import type { TCheck } from './report.ts';

/** The goals of issue 31 item 7. */
export const ACCURACY_GOALS = { automaticPrecision: 0.98, likelyPrecision: 0.9, recall: 0.9 } as const;

export async function measureAccuracy(db: TDb): Promise<{
  pairs: number;
  lines: string[];
  checks: Omit<TCheck, 'database'>[];
}> {
  const user = await registerUser({
    db,
    input: { username: 'labelled', email: 'labelled@example.com', password: 'correct-horse' },
  });
  await db.execute(sql`UPDATE accounts SET subscription_plan = 'pro' WHERE id = ${user.id}`);
  const stores = [
    { ...OWN_STORE, own: true, items: OWN_CATALOGUE as readonly CatalogueItem[] },
    ...RIVAL_STORES.map((s) => ({ ...s, own: false })),
  ];
  for (const [i, s] of stores.entries()) {
    const domain = `labelled-${i}.myshopify.com`;
    const [store] = rowsOf<{ id: string }>(
      await db.execute(sql`
        INSERT INTO stores (myshopify_domain, url, name, currency, last_success_at)
        VALUES (${domain}, ${`https://${domain}`}, ${s.name}, ${s.currency}, now()) RETURNING id`),
    );
    if (s.own)
      await db.execute(sql`INSERT INTO own_stores (account_id, store_id, url, domain)
        VALUES (${user.id}, ${store!.id}, ${`https://${domain}`}, ${domain})`);
    else
      await db.execute(sql`INSERT INTO competitors (account_id, store_id, name, url, domain)
        VALUES (${user.id}, ${store!.id}, ${s.name}, ${`https://${domain}`}, ${domain})`);
    await db.execute(sql`
      WITH items AS (
        SELECT * FROM jsonb_to_recordset(${JSON.stringify(s.items)}::jsonb)
          AS x(key text, title text, vendor text, "productType" text, price numeric, sku text)
      ), p AS (
        INSERT INTO products (store_id, external_id, handle, title, vendor, product_type, url, current_price)
        SELECT ${store!.id}, key, key, title, vendor, "productType", ${`https://${domain}/products/`} || key, price
        FROM items RETURNING id, external_id
      )
      INSERT INTO variants (product_id, store_id, external_id, title, sku, price)
      SELECT p.id, ${store!.id}, p.external_id, 'Default Title', items.sku, items.price
      FROM p JOIN items ON items.key = p.external_id`);
  }
  await matchAccount({ db, accountId: user.id });
  const found = rowsOf<{ own: string; rival: string; status: string; source: string }>(
    await db.execute(sql`
      SELECT mp.external_id AS own, cp.external_id AS rival, pm.status, pm.source
      FROM product_matches pm
      JOIN products mp ON mp.id = pm.own_product_id
      JOIN products cp ON cp.id = pm.competitor_product_id
      WHERE pm.account_id = ${user.id}`),
  );
  const labelOf = (own: string, rival: string) =>
    MATCH_LABELS.find((l) => l.own === own && l.rival === rival)?.label;
  const right = (f: { own: string; rival: string }) => {
    const label = labelOf(f.own, f.rival);
    return label === 'same_sku' || label === 'reworded';
  };
  const automatic = found.filter((f) => f.source === 'sku');
  const likely = found.filter((f) => f.source === 'score');
  const positives = MATCH_LABELS.filter((l) => l.label !== 'lookalike');
  const recalled = positives.filter((l) => found.some((f) => f.own === l.own && f.rival === l.rival));
  const share = (part: number, whole: number) => (whole ? part / whole : 1);
  const precisionAuto = share(automatic.filter(right).length, automatic.length);
  const precisionLikely = share(likely.filter(right).length, likely.length);
  const recall = share(recalled.length, positives.length);
  const wrong = found.filter((f) => !right(f)).map((f) => `${f.own}→${f.rival} (${f.source})`);
  const missed = positives.filter((l) => !recalled.includes(l)).map((l) => `${l.own}→${l.rival}`);
  const check = (what: string, goal: number, value: number, detail: string) => ({
    what,
    target: `≥ ${goal.toFixed(2)}`,
    actual: `${value.toFixed(2)}${detail}`,
    pass: value >= goal,
  });
  return {
    pairs: MATCH_LABELS.length,
    lines: [
      `automatic (same SKU): ${automatic.length} pairs, precision ${precisionAuto.toFixed(2)}`,
      `likely (scored): ${likely.length} pairs, precision ${precisionLikely.toFixed(2)}`,
      `recall: ${recalled.length} of ${positives.length} same goods found (${recall.toFixed(2)})`,
      `look-alikes proposed: ${wrong.length ? wrong.join(', ') : 'none'}`,
      `same goods missed: ${missed.length ? missed.join(', ') : 'none'}`,
    ],
    checks: [
      check('precision, automatic matches', ACCURACY_GOALS.automaticPrecision, precisionAuto, ''),
      check('precision, likely matches', ACCURACY_GOALS.likelyPrecision, precisionLikely, ''),
      check('recall, automatic and likely', ACCURACY_GOALS.recall, recall, ''),
    ],
  };
}
