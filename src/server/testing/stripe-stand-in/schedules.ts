import { addMonth, get, newId, priceOf, type TParams, type TRoute, type TStripeStore } from './store';

/** Subscription schedules: made from a subscription, their phases set, released. */
export function scheduleRoutes(store: TStripeStore): TRoute[] {
  const { subscriptions, schedules } = store;
  return [
    {
      method: 'POST',
      path: /^\/v1\/subscription_schedules$/,
      run: (_m, p) => {
        const sub = get(subscriptions, 'subscription', p.from_subscription);
        const item = sub.items.data[0];
        const sched = {
          id: newId('sub_sched'),
          object: 'subscription_schedule',
          subscription: sub.id,
          status: 'active',
          end_behavior: 'release',
          phases: [
            {
              start_date: item.current_period_start,
              end_date: item.current_period_end,
              items: [{ price: item.price.id, quantity: 1 }],
            },
          ],
          created: store.tick(),
        };
        schedules.set(sched.id, sched);
        sub.schedule = sched.id;
        return sched;
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/subscription_schedules\/([\w]+)$/,
      run: (m, p) => {
        const sched = get(schedules, 'subscription_schedule', m[1]!);
        store.tick();
        if (p.end_behavior) sched.end_behavior = p.end_behavior;
        if (p.phases) {
          let previousEnd: number | null = null;
          sched.phases = (p.phases as TParams[]).map((ph) => {
            // A phase without a start begins where the one before it ends.
            const start: number =
              ph.start_date === 'now' ? store.clock : ph.start_date ? Number(ph.start_date) : previousEnd!;
            const end: number | null = ph.end_date
              ? Number(ph.end_date)
              : ph.duration
                ? addMonth(start)
                : null;
            previousEnd = end;
            priceOf(store, ph.items[0].price);
            return {
              start_date: start,
              end_date: end,
              proration_behavior: ph.proration_behavior ?? null,
              items: (ph.items as TParams[]).map((i) => ({
                price: i.price,
                quantity: Number(i.quantity ?? 1),
              })),
            };
          });
        }
        return sched;
      },
    },
    {
      method: 'POST',
      path: /^\/v1\/subscription_schedules\/([\w]+)\/release$/,
      run: (m) => {
        const sched = get(schedules, 'subscription_schedule', m[1]!);
        sched.status = 'released';
        const sub = subscriptions.get(sched.subscription);
        if (sub) sub.schedule = null;
        store.tick();
        return sched;
      },
    },
  ];
}
