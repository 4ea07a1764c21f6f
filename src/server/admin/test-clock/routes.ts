import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdvanceClockBody, ZTestClock } from '@shared/contracts/billing';
import { billingMail } from '../../billing/email-billing-event';
import { runBillingTick } from '../../billing/run-billing-tick';
import type { TAppDeps } from '../../lib/deps';
import { runOutreachTick } from '../../outreach/run-outreach-tick';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The test clock (TEST_CLOCK=true, refused in production; docs/product-rules.md R53): an admin moves billing
 * time forward and the billing job runs at once at the new time, so a browser journey can pass a period end.
 * Registered only when the variable is set.
 */
export function adminTestClockRoutes(deps: TAppDeps): FastifyPluginAsyncZod {
  const { db, clock } = deps;
  const state = (ran: Awaited<ReturnType<typeof runBillingTick>> | null) => ({
    now: clock.now().toISOString(),
    offsetSeconds: Math.round(clock.offsetMs() / 1000),
    ran,
  });
  return async (app) => {
    if (!deps.config.TEST_CLOCK) return;
    app.get(
      '/api/admin/test-clock',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'The billing clock (test clock on)',
          response: { 200: ZTestClock },
        },
      },
      async () => state(null),
    );
    app.post(
      '/api/admin/test-clock',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary:
            'Move the billing clock forward by days and run the billing and outreach jobs (test clock on)',
          body: ZAdvanceClockBody,
          response: { 200: ZTestClock },
        },
      },
      async (request) => {
        clock.advance(request.body.days * DAY);
        const ran = await runBillingTick({ db, now: clock.now(), mail: billingMail(deps.config) });
        // Outreach emails 2 and 3 fall due on the same clock (docs/product-rules.md R98).
        const outreach = await runOutreachTick({
          db,
          mailer: deps.mailer,
          log: deps.log,
          config: deps.config,
          now: clock.now(),
        });
        return { ...state(ran), outreach };
      },
    );
  };
}
