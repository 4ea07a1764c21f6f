// npm run fake-shopify -- --stores 3 --products 500 [--port 4100] [--variants 3] [--currency USD] [--seed 1]
//   [--host-routing 4099]
// Starts fake Shopify stores on loopback and keeps them running until Ctrl-C.

import { parseArgs } from 'node:util';
import { startFakeShopify } from './server.ts';

const { values } = parseArgs({
  options: {
    stores: { type: 'string', default: '1' },
    products: { type: 'string', default: '500' },
    variants: { type: 'string', default: '3' },
    currency: { type: 'string', default: 'USD' },
    port: { type: 'string' },
    seed: { type: 'string', default: '1' },
    'host-routing': { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (values.help) {
  console.log(
    'Usage: npm run fake-shopify -- --stores N --products N [--variants N] [--currency USD] [--port BASE] [--seed N] [--host-routing PORT]',
  );
  process.exit(0);
}

const int = (name: string, raw: string | undefined, min: number): number => {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be an integer ≥ ${min}`);
    process.exit(2);
  }
  return n;
};

const count = int('stores', values.stores, 1);
const products = int('products', values.products, 0);
const variantsPerProduct = int('variants', values.variants, 1);
const seed = int('seed', values.seed, 0);
const basePort = values.port === undefined ? undefined : int('port', values.port, 1);
const hostRouting =
  values['host-routing'] === undefined ? undefined : int('host-routing', values['host-routing'], 1);

const fake = await startFakeShopify({
  stores: Array.from({ length: count }, (_, i) => ({
    products,
    variantsPerProduct,
    currency: values.currency,
    seed: seed + i,
  })),
  basePort,
  hostRouting,
});

for (const store of fake.stores) {
  console.log(
    `${store.url}  ${store.name} (${store.myshopifyDomain}): ${store.products.length} products × ${variantsPerProduct} variants, ${store.currency}`,
  );
}
if (fake.hostRoutingUrl) {
  console.log(`Host routing on ${fake.hostRoutingUrl}: ${fake.stores.map((s) => s.hostUrl).join(', ')}`);
}
console.log(`ALLOWED_PRIVATE_HOSTS=${fake.stores.map((s) => s.hostPort).join(',')}`);
console.log('Press Ctrl-C to stop.');

const stop = () => {
  void fake.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
