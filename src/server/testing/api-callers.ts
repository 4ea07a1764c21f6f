import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { TDb } from '../db/client';
import { createAlertRule } from '../alerts/create-alert-rule';
import { createApiToken } from '../auth/create-api-token';
import { registerUser } from '../auth/register-user';
import { SESSION_COOKIE } from '../auth/request-user';
import { hashToken } from '../auth/tokens';
import { createSession } from '../auth/sessions';
import {
  accounts,
  accountInvitations,
  emailOutbox,
  leads,
  ownStores,
  payments,
  socialPosts,
  stores,
  supportTickets,
} from '../db/schema';
import { productIdOf } from '../notifications/notify-fixtures';
import { eq } from 'drizzle-orm';
import { EUR_SHOP, USD_SHOP, scrape, track, type TShop } from '../insights/insights-fixtures';
import { product, variant } from './catalogue-fixtures';

/**
 * The four callers of the API-wide tests (fuzz and authorization matrix) and the resources each customer owns,
 * so a test can call every operation of the OpenAPI document as anonymous, as the owner, as another customer
 * and as an admin.
 */
export const CALLERS = ['anonymous', 'alice', 'bob', 'admin'] as const;
export type TCaller = (typeof CALLERS)[number];
export type TCustomer = 'alice' | 'bob';

export type TResources = {
  userId: string;
  competitorId: string;
  productId: number;
  alertRuleId: string;
  apiTokenId: string;
  paymentId: string;
  /** A pending invitation to the customer's account. */
  invitationId: string;
  /** The account's own store (never read: no fake store behind it). */
  ownStoreId: string;
  /** A product of the own store (its page, docs/product-rules.md R146). */
  ownProductId: number;
};

export type TApiWorld = {
  resources: Record<TCustomer, TResources>;
  adminId: string;
  outboxEmailId: string;
  /** A support ticket, for the admin support routes. */
  ticketId: string;
  /** An account with nothing of its own, for the admin user routes (they may promote or delete it). */
  spareUserId: string;
  /** A scheduled social post, for the admin social media routes. */
  socialPostId: string;
  /** A lead, for the /api/leads routes. */
  leadId: string;
  /** A fresh session cookie for the caller ('' for anonymous): a fuzzed logout cannot sign the next call out. */
  cookie(caller: TCaller): Promise<string>;
};

async function customer(db: TDb, username: string, shop: TShop): Promise<TResources> {
  const user = await registerUser({
    db,
    input: { username, email: `${username}@example.com`, password: 'correct-horse' },
  });
  await db.update(accounts).set({ subscriptionPlan: 'pro' }).where(eq(accounts.id, user.id));
  const { storeId, competitorId } = await track(db, user.id, shop);
  await scrape(db, storeId, shop, [product('p1', [variant('v1')])], new Date());
  const productId = await productIdOf(db, storeId, 'p1');
  const rule = await createAlertRule({
    db,
    accountId: user.id,
    input: { type: 'price_drop', threshold: 5, competitorId, isActive: true },
  });
  const token = await createApiToken({
    db,
    userId: user.id,
    accountId: user.id,
    name: `${username}'s token`,
  });
  const [payment] = await db
    .insert(payments)
    .values({
      accountId: user.id,
      amount: 4900,
      plan: 'pro',
      kind: 'initial',
      status: 'succeeded',
      provider: 'simulated',
    })
    .returning({ id: payments.id });
  const [invitation] = await db
    .insert(accountInvitations)
    .values({
      accountId: user.id,
      email: `friend-of-${username}@example.com`,
      role: 'reader',
      tokenHash: hashToken(`invitation-of-${username}`),
      invitedBy: user.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: accountInvitations.id });
  const [ownStore] = await db
    .insert(stores)
    .values({
      myshopifyDomain: `${username}-own.myshopify.com`,
      url: `https://${username}-own.example`,
      name: 'Own',
    })
    .returning({ id: stores.id });
  const [own] = await db
    .insert(ownStores)
    .values({
      accountId: user.id,
      storeId: ownStore!.id,
      url: `https://${username}-own.example`,
      domain: `${username}-own.example`,
    })
    .returning({ id: ownStores.id });
  const ownShop = { name: 'Own', domain: `${username}-own.myshopify.com`, currency: shop.currency };
  await scrape(db, ownStore!.id, ownShop, [product('o1', [variant('ov1')])], new Date());
  const ownProductId = await productIdOf(db, ownStore!.id, 'o1');
  return {
    userId: user.id,
    competitorId,
    productId,
    alertRuleId: rule.id,
    apiTokenId: token.id,
    paymentId: payment!.id,
    invitationId: invitation!.id,
    ownStoreId: own!.id,
    ownProductId,
  };
}

export async function seedApiWorld(app: FastifyInstance, db: TDb): Promise<TApiWorld> {
  const alice = await customer(db, 'alice', USD_SHOP);
  const bob = await customer(db, 'bob', EUR_SHOP);
  const admin = await registerUser({
    db,
    input: { username: 'root', email: 'root@example.com', password: 'correct-horse' },
    isAdmin: true,
  });
  // On the top plan like the customers, so a plan's limits never answer for the access rule.
  await db.update(accounts).set({ subscriptionPlan: 'pro' }).where(eq(accounts.id, admin.id));
  const [email] = await db
    .insert(emailOutbox)
    .values({
      kind: 'contact_confirmation',
      toAddress: 'someone@example.com',
      fromAddress: 'no-reply@example.com',
      subject: 'Hello',
      html: '<p>Hello</p>',
      text: 'Hello',
    })
    .returning({ id: emailOutbox.id });
  const outboxEmailId = email!.id;
  const spare = await registerUser({
    db,
    input: { username: 'spare', email: 'spare@example.com', password: 'correct-horse' },
  });
  const [ticket] = await db
    .insert(supportTickets)
    .values({
      name: 'Someone',
      email: 'someone@example.com',
      subject: 'Help',
      category: 'general',
      priority: 'medium',
      message: 'Hello',
    })
    .returning({ id: supportTickets.id });
  const [socialPost] = await db
    .insert(socialPosts)
    .values({
      platform: 'twitter',
      postType: 'tips',
      content: 'A scheduled post',
      scheduledFor: new Date(Date.now() + 7 * 86_400_000),
    })
    .returning({ id: socialPosts.id });
  const [lead] = await db
    .insert(leads)
    .values({
      domain: 'lead.example.com',
      storeName: 'Lead Store',
      website: 'https://lead.example.com',
      email: 'owner@lead.example.com',
      source: 'csv',
      sources: ['csv'],
    })
    .returning({ id: leads.id });
  const userIds: Record<Exclude<TCaller, 'anonymous'>, string> = {
    alice: alice.userId,
    bob: bob.userId,
    admin: admin.id,
  };
  return {
    resources: { alice, bob },
    adminId: admin.id,
    outboxEmailId,
    ticketId: ticket!.id,
    spareUserId: spare.id,
    socialPostId: socialPost!.id,
    leadId: lead!.id,
    async cookie(caller) {
      if (caller === 'anonymous') return '';
      const { sid } = await createSession({ db, userId: userIds[caller] });
      return `${SESSION_COOKIE}=${app.signCookie(sid)}`;
    },
  };
}

/** Whether an answer is a success (2xx or a redirect the route chose). */
export const succeeded = (res: LightMyRequestResponse) => res.statusCode >= 200 && res.statusCode < 400;
