import { get, newId, type TRoute, type TStripeStore } from './store';

/** Customers (create, read) and a Customer Portal session for one. */
export function customerRoutes(store: TStripeStore): TRoute[] {
  const { customers } = store;
  return [
    {
      method: 'POST',
      path: /^\/v1\/customers$/,
      run: (_m, p) => {
        const c = {
          id: newId('cus'),
          object: 'customer',
          email: p.email ?? null,
          metadata: p.metadata ?? {},
          created: store.tick(),
        };
        customers.set(c.id, c);
        return c;
      },
    },
    { method: 'GET', path: /^\/v1\/customers\/([\w]+)$/, run: (m) => get(customers, 'customer', m[1]!) },
    {
      method: 'POST',
      path: /^\/v1\/billing_portal\/sessions$/,
      run: (_m, p) => {
        get(customers, 'customer', p.customer);
        const id = newId('bps');
        return {
          id,
          object: 'billing_portal.session',
          customer: p.customer,
          return_url: p.return_url,
          url: `https://billing.stripe.com/p/session/test_${id}`,
          created: store.tick(),
        };
      },
    },
  ];
}
