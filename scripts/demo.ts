/**
 * npm run demo: the embedded app plus three fake Shopify stores on loopback, and a demo account tracking them
 * whose prices, discounts and stock move every few minutes, and an operator account. The stores serve their own
 * product pictures, so nothing needs the internet (docs/product-rules.md R121).
 */
import { eq } from 'drizzle-orm';
import { startFakeShopify, type FakeStore } from '../tools/fake-shopify';
import { findUserByLogin } from '../src/server/auth/find-user';
import { registerUser } from '../src/server/auth/register-user';
import { addCompetitor } from '../src/server/competitors/add-competitor';
import { listCompetitors } from '../src/server/competitors/list-competitors';
import { ConfigError, loadConfig } from '../src/server/config';
import { accounts, competitors } from '../src/server/db/schema';
import { parseAllowedPrivateHosts } from '../src/server/net/allowed-hosts';
import { startServer, type TServer } from '../src/server/server';
import { ensureWebBuild } from './web-build.ts';

const DEMO = { username: 'demo', email: 'demo@rivalwatch.local', password: 'demo-password' };
/** The demo's operator (admin), created at start like any ADMIN_* account unless ADMIN_* name another. */
const OPERATOR = { username: 'operator', email: 'operator@rivalwatch.local', password: 'operator-password' };
const BASE_PORT = Number(process.env.DEMO_STORE_PORT ?? 4101);
const MOVE_EVERY_MS = Number(process.env.DEMO_MOVE_EVERY_MS ?? 3 * 60_000);

await ensureWebBuild();

const fake = await startFakeShopify({
  basePort: BASE_PORT,
  stores: [
    {
      name: 'Northpeak Outfitters',
      slug: 'northpeak',
      products: 240,
      variantsPerProduct: 3,
      currency: 'USD',
      seed: 11,
      selfImages: true,
    },
    {
      name: 'Maple & Thread',
      slug: 'maple-thread',
      products: 180,
      variantsPerProduct: 2,
      currency: 'CAD',
      seed: 12,
      selfImages: true,
    },
    {
      name: 'Kumo Home',
      slug: 'kumo-home',
      products: 120,
      variantsPerProduct: 1,
      currency: 'EUR',
      seed: 13,
      selfImages: true,
    },
  ],
}).catch((err: Error) => {
  console.error(
    `Could not start the demo stores on ports ${BASE_PORT}+ (${err.message}). Set DEMO_STORE_PORT.`,
  );
  process.exit(1);
});

// What each store runs on (Competitors → Runs on): a theme and the scripts of a few well-known apps.
const [northpeak, maple, kumo] = fake.stores as [FakeStore, FakeStore, FakeStore];
northpeak.addAppScript('https://cdn.judge.me/widget_preloader.js');
northpeak.addAppScript('https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=DEMO', 'async-load');
northpeak.addAppScript('https://connect.facebook.net/en_US/fbevents.js');
// A climbing shoe in 16 sizes and 24 colours: 384 variants, of which the storefront lists the first 250 (R129).
northpeak.addHighVariantProduct({
  title: 'Summit Climbing Shoe',
  vendor: 'Northpeak',
  productType: 'Shoes',
  price: '139.00',
  options: [
    ['Size', Array.from({ length: 16 }, (_, i) => `EU ${36 + i}`)],
    [
      'Colour',
      [
        'Slate',
        'Moss',
        'Ember',
        'Glacier',
        'Sand',
        'Night',
        'Fern',
        'Rust',
        'Sky',
        'Stone',
        'Plum',
        'Ochre',
      ].flatMap((c) => [c, `${c} / Black`]),
    ],
  ],
});
northpeak.setVariantCap(250);
maple.setTheme({
  name: 'Prestige',
  id: 140_000_000_002,
  themeStoreId: 855,
  schemaName: 'Prestige',
  schemaVersion: '9.1.0',
});
maple.addAppScript('https://cdn-widgetsrepository.yotpo.com/v1/loader/DEMO');
maple.addAppScript('https://www.googletagmanager.com/gtag/js?id=G-DEMO');
kumo.setTheme({
  name: 'Kumo custom',
  id: 140_000_000_003,
  themeStoreId: null,
  schemaName: null,
  schemaVersion: null,
});
kumo.addAppScript('https://cdn.rebuyengine.com/onsite/js/rebuy.js?shop=kumo-home.myshopify.com');
kumo.addAppScript('https://cdn.kumo-analytics.example/t.js');

process.env.DATA_DIR ??= './data/demo';
process.env.ALLOWED_PRIVATE_HOSTS = fake.stores.map((s) => s.hostPort).join(',');
process.env.SCRAPE_MIN_GAP_MS ??= '250';
process.env.LOG_LEVEL ??= 'warn';
const ownOperator = !process.env.ADMIN_USERNAME;
if (ownOperator) {
  process.env.ADMIN_USERNAME = OPERATOR.username;
  process.env.ADMIN_EMAIL = OPERATOR.email;
  process.env.ADMIN_PASSWORD = OPERATOR.password;
}

let server: TServer;
let appUrl: string;
try {
  const config = loadConfig();
  appUrl = config.APP_URL;
  server = await startServer(config);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : err);
  await fake.close();
  process.exit(1);
}
const { db } = server.database;

const existing = await findUserByLogin(db, DEMO.username);
const user =
  existing ?? (await registerUser({ db, input: { ...DEMO, firstName: 'Demo', lastName: 'Shopper' } }));
// Pro, so the demo can track all three stores and see Slack and export once they exist.
await db
  .update(accounts)
  .set({ subscriptionPlan: 'pro', subscriptionStatus: 'active' })
  .where(eq(accounts.id, user.id));

const tracked = new Set((await listCompetitors({ db, accountId: user.id })).map((c) => c.url));
for (const store of fake.stores) {
  if (tracked.has(store.url)) continue;
  await addCompetitor({
    db,
    probe: server.storefront.probe,
    scheduler: server.scheduler,
    allowedPrivateHosts: parseAllowedPrivateHosts(process.env.ALLOWED_PRIVATE_HOSTS),
    accountId: user.id,
    input: { name: store.name, url: store.url },
  });
}

/** The market moves: a few prices, a sale starting or ending, stock running out; then each store is re-read. */
async function move(round: number) {
  fake.stores.forEach((store: FakeStore, i: number) => {
    store.changeRandomPrices(0.04);
    if ((round + i) % 4 === 1) store.putOnSale(0.35, 0.2);
    if ((round + i) % 4 === 3) store.endSale();
    // Now and then a store adds an app, then drops it again: Theme & Apps alerts (R128).
    if (i === 1 && round % 6 === 2)
      store.addAppScript('https://static.rechargecdn.com/assets/js/widget.min.js');
    if (i === 1 && round % 6 === 5) store.removeAppScript('rechargecdn');
    const ids = store.variantIds();
    for (let k = 0; k < 3; k++)
      store.setAvailable(ids[(round * 7 + k * 13 + i) % ids.length]!, round % 2 === 0);
  });
  const rows = await db
    .select({ storeId: competitors.storeId })
    .from(competitors)
    .where(eq(competitors.accountId, user.id));
  for (const { storeId } of rows) await server.scheduler.requestScrape(storeId, { manual: true });
}
let round = 0;
const timer = setInterval(
  () => void move(++round).catch((err) => server.log.warn({ err }, 'demo move failed')),
  MOVE_EVERY_MS,
);

console.log(`
  Rivalwatch demo is running at ${appUrl}
  Sign in as   ${DEMO.username} / ${DEMO.password}
  Operator     ${ownOperator ? `${OPERATOR.username} / ${OPERATOR.password}` : `${process.env.ADMIN_USERNAME} (ADMIN_PASSWORD)`}, at ${appUrl}/admin
  More admins  stop the demo, then DATA_DIR=${process.env.DATA_DIR} npm run create-admin
  Demo stores  ${fake.stores.map((s) => `${s.name} (${s.url})`).join(', ')}
  Prices, discounts and stock move every ${Math.round(MOVE_EVERY_MS / 60_000)} min; press Ctrl-C to stop.
`);

const stop = async () => {
  clearInterval(timer);
  await server.close();
  await fake.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
