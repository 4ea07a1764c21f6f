import { planOf, type TPlanKey } from '@shared/constants/plans';
import { personPlan } from '../account/person-plan';
import { eq, sql } from 'drizzle-orm';
import type { TConfig } from '../config';
import type { TDb } from '../db/client';
import { accounts, users, type TAccountRow, type TUserRow } from '../db/schema';
import type { TLogger } from '../lib/logger';
import type { TMailer } from '../email/mailer';
import type { TAllowedPrivateHosts } from '../net/allowed-hosts';
import { createSafeDispatcher, type SafeDispatcher } from '../net/safe-dispatcher';
import { CADENCES, type TCadence } from './choose-cadence';
import { loadDeliveryItems } from './load-delivery-items';
import { DeliveryFailure } from './post-json';

export type TSendDeliveriesDeps = {
  db: TDb;
  config: TConfig;
  mailer: TMailer;
  log: TLogger;
  dispatcher?: SafeDispatcher;
  /** Per POST; default POST_TIMEOUT_MS (10 s). */
  timeoutMs?: number;
};

/** A delivery this sender has claimed (status sending, attempt_count already counting this try). */
export type TClaimedDelivery = {
  id: string;
  userId: string | null;
  /** The account whose channel (Slack, webhook) the delivery goes to. */
  accountId: string | null;
  channel: string;
  kind: string;
  payload: Record<string, unknown> | null;
  attemptCount: number;
};

/**
 * Sends one claimed delivery on its channel and marks it sent. Throws DeliveryFailure (permanent or not) when
 * it cannot; anything else thrown counts as a transient failure.
 */
export type TChannelSender = (
  deps: TSendDeliveriesDeps,
  delivery: TClaimedDelivery,
  now: Date,
) => Promise<void>;

/** Marks a claimed delivery sent, unless another sender took it over after our claim expired. */
export function markSentSql(delivery: TClaimedDelivery) {
  return sql`
    UPDATE deliveries SET status = 'sent', sent_at = ${new Date().toISOString()}, claimed_until = NULL,
      last_error = NULL
    WHERE id = ${delivery.id} AND status = 'sending' AND attempt_count = ${delivery.attemptCount}`;
}

const dispatchers = new Map<string, SafeDispatcher>();
/** One SSRF-safe dispatcher per ALLOWED_PRIVATE_HOSTS list, kept for the process. */
export function deliveryDispatcher(allowedPrivateHosts: TAllowedPrivateHosts): SafeDispatcher {
  const key = [...allowedPrivateHosts].sort().join(',');
  let d = dispatchers.get(key);
  if (!d) dispatchers.set(key, (d = createSafeDispatcher({ allowedPrivateHosts })));
  return d;
}

/** The dispatcher a user's URL is posted through: the caller's, else the process's one for the config. */
export function channelDispatcher(deps: TSendDeliveriesDeps): SafeDispatcher {
  return deps.dispatcher ?? deliveryDispatcher(deps.config.ALLOWED_PRIVATE_HOSTS);
}

/** The user an alert delivery goes to, and its cadence (the delivery's kind). */
export async function deliveryRecipient(
  db: TDb,
  delivery: TClaimedDelivery,
): Promise<{ user: TUserRow; plan: TPlanKey; cadence: TCadence }> {
  const [user] = delivery.userId ? await db.select().from(users).where(eq(users.id, delivery.userId)) : [];
  if (!user) throw new DeliveryFailure('The user no longer exists.', true);
  const plan = await personPlan({ db, userId: user.id });
  const cadence = (CADENCES as readonly string[]).includes(delivery.kind)
    ? (delivery.kind as TCadence)
    : 'instant';
  return { user, plan, cadence };
}

/** The account whose channels (Slack, webhook) a delivery goes to, and its plan (docs/product-rules.md R133). */
export async function deliveryAccount(
  db: TDb,
  delivery: TClaimedDelivery,
): Promise<{ account: TAccountRow; plan: TPlanKey }> {
  const [account] = delivery.accountId
    ? await db.select().from(accounts).where(eq(accounts.id, delivery.accountId))
    : [];
  if (!account) throw new DeliveryFailure('The account no longer exists.', true);
  return { account, plan: planOf(account.subscriptionPlan) };
}

/** The notifications a digest carries (at most `limit`), and how many there are; fails when none is left. */
export async function loadItemsToSend(
  db: TDb,
  delivery: TClaimedDelivery,
  limit: number,
  opts: { storefrontFirst?: boolean } = {},
) {
  const loaded = await loadDeliveryItems({ db, deliveryId: delivery.id, limit, ...opts });
  if (loaded.total === 0)
    throw new DeliveryFailure('Nothing left to send (the notifications were deleted).', true);
  return loaded;
}
