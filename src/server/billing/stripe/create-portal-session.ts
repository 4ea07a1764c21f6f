import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { TDb } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { readSubscription } from '../subscription-state';
import { callStripe } from './stripe-client';

/** POST /api/billing/portal: a Stripe Customer Portal session ("Manage billing"), back to Settings → Plan. */
export async function createPortalSession(opts: {
  db: TDb;
  stripe: Stripe;
  userId: string;
  appUrl: string;
}): Promise<{ url: string }> {
  const [user] = await opts.db
    .select({ customer: users.stripeCustomerId })
    .from(users)
    .where(eq(users.id, opts.userId));
  const customer =
    user?.customer ?? (await readSubscription(opts.db, opts.userId))?.providerCustomerId ?? null;
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
