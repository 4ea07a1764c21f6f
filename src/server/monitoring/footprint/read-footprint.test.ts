import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeShopify, type FakeShopify } from '../../../../tools/fake-shopify';
import { readFootprint } from './read-footprint';

const SHOP = 'acme.myshopify.com';

/** A home page's head as Shopify writes it: the theme, own assets, an app embed, pixels and the asyncLoad list. */
const HEAD = `<!doctype html><html><head>
<script src="//acme.com/cdn/shop/t/12/assets/global.js?v=1" defer></script>
<script src="https://cdn.shopify.com/s/trekkie.storefront.abc.min.js" defer></script>
<script>var Shopify = Shopify || {};
Shopify.shop = "${SHOP}";
Shopify.theme = {"name":"Prestige","id":140123456789,"schema_name":"Prestige","schema_version":"9.1.0","theme_store_id":855,"role":"main"};
Shopify.theme.handle = "null";</script>
<script src="https://acme.com/cdn/shop/extensions/019a2b3c-4d5e-7f60-8a9b-0c1d2e3f4a5b/judgeme-product-reviews-58/assets/loader.js" defer="defer"></script>
<script src="https://cdn.shopify.com/extensions/019a2b3c-4d5e-7f60-8a9b-0c1d2e3f4a5c/mystery-upsell-3/assets/app.js" defer></script>
<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC&amp;l=dataLayer"></script>
<script src="https://cdn.some-tracker.net/t.js"></script>
<script>(function() { function asyncLoad() { var urls = ["https:\\/\\/static.klaviyo.com\\/onsite\\/js\\/klaviyo.js?company_id=Ab1","https:\\/\\/loox.io\\/widget\\/loox.js?shop=${SHOP}"]; } })();</script>
</head><body></body></html>`;

describe('readFootprint', () => {
  it('reads the declared theme with its own name, version and Theme Store id, and says where it read it', () => {
    const { theme } = readFootprint(HEAD, ['acme.com', SHOP]);
    expect(theme).toMatchObject({
      name: 'Prestige',
      id: 140123456789,
      themeStoreId: 855,
      schemaName: 'Prestige',
      schemaVersion: '9.1.0',
    });
    expect(theme!.evidence).toMatch(/^Shopify\.theme = \{"name":"Prestige"/);
  });

  it('names known apps from app embeds, script elements and the asyncLoad list, each with its evidence', () => {
    const { apps } = readFootprint(HEAD, ['acme.com', SHOP]);
    expect(apps.map((a) => [a.name, a.category])).toEqual([
      ['Google Tag Manager', 'Analytics'],
      ['Judge.me Reviews', 'Reviews'],
      ['Klaviyo', 'Email & SMS'],
      ['Loox', 'Reviews'],
    ]);
    expect(apps.find((a) => a.name === 'Judge.me Reviews')!.evidence).toContain('judgeme-product-reviews-58');
    expect(apps.find((a) => a.name === 'Klaviyo')!.evidence).toBe(
      'https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=Ab1',
    );
  });

  it('lists a third-party host or an app embed no entry names as unknown, and never Shopify’s or the store’s own', () => {
    const { unknown } = readFootprint(HEAD, ['acme.com', SHOP]);
    expect(unknown.map((u) => u.host)).toEqual(['cdn.some-tracker.net', 'extension:mystery-upsell']);
  });

  it('answers no theme for a page that declares none or declares it badly, and clips long evidence', () => {
    expect(readFootprint('<html></html>', [SHOP])).toEqual({ theme: null, apps: [], unknown: [] });
    expect(readFootprint('<script>Shopify.theme = {"name":};</script>', [SHOP]).theme).toBeNull();
    const long = `https://cdn.some-tracker.net/${'x'.repeat(500)}.js`;
    expect(readFootprint(`<script src="${long}"></script>`, [SHOP]).unknown[0]!.evidence.length).toBe(300);
  });
});

describe('readFootprint on the fake store over HTTP', () => {
  let shopify: FakeShopify;
  beforeAll(async () => {
    shopify = await startFakeShopify({ stores: [{ name: 'Footprint Shop', seed: 3 }] });
  });
  afterAll(() => shopify.close());

  const read = async () => {
    const store = shopify.stores[0]!;
    const html = await (await fetch(`${store.url}/`)).text();
    return readFootprint(html, [new URL(store.url).hostname, store.myshopifyDomain]);
  };

  it('follows a theme switch and apps added and removed', async () => {
    const store = shopify.stores[0]!;
    expect(await read()).toMatchObject({
      theme: { name: 'Dawn', schemaVersion: '15.0.0', themeStoreId: 887 },
      apps: [],
      unknown: [],
    });
    store.setTheme({
      name: 'Prestige',
      id: 99,
      themeStoreId: 855,
      schemaName: 'Prestige',
      schemaVersion: '9.1.0',
    });
    store.addAppScript('https://cdn.judge.me/widget_preloader.js');
    store.addAppScript('https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=X', 'async-load');
    store.addAppScript('https://cdn.unheard-of.io/a.js');
    const after = await read();
    expect(after.theme).toMatchObject({ name: 'Prestige', schemaVersion: '9.1.0' });
    expect(after.apps.map((a) => a.name)).toEqual(['Judge.me Reviews', 'Klaviyo']);
    expect(after.unknown.map((u) => u.host)).toEqual(['cdn.unheard-of.io']);
    store.removeAppScript('klaviyo');
    expect((await read()).apps.map((a) => a.name)).toEqual(['Judge.me Reviews']);
  });
});
