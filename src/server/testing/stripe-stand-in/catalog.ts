import { get, newId, priceOf, type TRoute, type TStripeStore } from './store';

/** Products and their recurring prices. */
export function catalogRoutes(store: TStripeStore): TRoute[] {
  const { prices, products } = store;
  return [
    {
      method: 'POST',
      path: /^\/v1\/products$/,
      run: (_m, p) => {
        const prod = {
          id: newId('prod'),
          object: 'product',
          name: p.name,
          metadata: p.metadata ?? {},
          active: true,
          created: store.tick(),
        };
        products.set(prod.id, prod);
        return prod;
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/prices$/,
      run: (_m, p) => {
        get(products, 'product', p.product);
        const price = {
          id: newId('price'),
          object: 'price',
          active: true,
          currency: p.currency,
          unit_amount: Number(p.unit_amount),
          product: p.product,
          recurring: { interval: p.recurring?.interval ?? 'month', interval_count: 1 },
          metadata: p.metadata ?? {},
          type: 'recurring',
          created: store.tick(),
        };
        prices.set(price.id, price);
        return price;
      },
    },
    { method: 'GET', path: /^\/v1\/prices\/([\w]+)$/, run: (m) => priceOf(store, m[1]!) },
  ];
}
