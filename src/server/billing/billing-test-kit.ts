import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../db/client';
import { competitors, stores, users } from '../db/schema';
import { send } from '../testing/requests';
import { signUp } from '../testing/test-app';

/** Billing test helpers: a signed-up user, competitors on real store rows, payments through the real routes. */
export const CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' };
export const DECLINED_CARD = { ...CARD, cardNumber: '4000 0000 0000 0002' };
export const FAILS_LATER_CARD = { ...CARD, cardNumber: '4000 0000 0000 0341' };

export async function customer(app: FastifyInstance, db: TDb, username = 'alice') {
  const cookie = await signUp(app, { username, email: `${username}@example.com` });
  const [user] = await db.select().from(users).where(eq(users.username, username));
  return { cookie, userId: user!.id };
}

/** Adds n active competitors (oldest first, a minute apart) and returns their ids. */
export async function addCompetitors(db: TDb, userId: string, n: number, from = 0): Promise<string[]> {
  const ids: string[] = [];
  for (let i = from; i < from + n; i++) {
    const domain = `store-${userId.slice(0, 8)}-${i}.myshopify.com`;
    const [store] = await db
      .insert(stores)
      .values({ myshopifyDomain: domain, url: `https://${domain}`, name: `Store ${i}` })
      .returning();
    const [c] = await db
      .insert(competitors)
      .values({
        accountId: userId,
        storeId: store!.id,
        name: `Store ${i}`,
        url: `https://${domain}`,
        domain,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })
      .returning();
    ids.push(c!.id);
  }
  return ids;
}

export function pay(
  app: FastifyInstance,
  cookie: string,
  body: Record<string, unknown>,
  idempotencyKey?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/simulate-payment',
    payload: body,
    headers: { cookie, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
  });
}

export const status = async (app: FastifyInstance, cookie: string) =>
  (await send(app, 'GET', '/api/subscription-status', undefined, cookie)).json();
