import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { TDb } from '../../db/client';
import { accounts } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { readSubscription } from '../subscription-state';
import { callStripe } from './stripe-client';

/** POST /api/billing/portal: a Stripe Customer Portal session ("Manage billing"), back to Settings → Plan. */
export async function createPortalSession(opts: {
  db: TDb;
  stripe: Stripe;
  accountId: string;
  appUrl: string;
}): Promise<{ url: string }> {
  const [account] = await opts.db
    .select({ customer: accounts.stripeCustomerId })
    .from(accounts)
    .where(eq(accounts.id, opts.accountId));
  const customer =
    account?.customer ?? (await readSubscription(opts.db, opts.accountId))?.providerCustomerId ?? null;
  if (!customer) {
    throw new AppError('conflict', 'There is no billing account to manage yet: choose a plan first.');
  }
  const session = await callStripe(() =>
    opts.stripe.billingPortal.sessions.create({
      customer,
      return_url: `${opts.appUrl}/settings?tab=subscription`,
    }),
  );
  return { url: session.url };
}
