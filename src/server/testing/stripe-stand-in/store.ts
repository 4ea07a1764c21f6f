/* eslint-disable @typescript-eslint/no-explicit-any -- the stand-in stores Stripe's JSON objects as they are */
import { randomBytes } from 'node:crypto';

export type TObj = Record<string, any>;
export type TParams = Record<string, any>;

/** The stand-in's objects by kind, in memory, and Stripe's clock in seconds. */
export type TStripeStore = {
  customers: Map<string, TObj>;
  subscriptions: Map<string, TObj>;
  invoices: Map<string, TObj>;
  prices: Map<string, TObj>;
  products: Map<string, TObj>;
  schedules: Map<string, TObj>;
  paymentIntents: Map<string, TObj>;
  clock: number;
  /** Moves the clock one second on and answers it, so objects' times are ordered. */
  tick(): number;
};

export function createStripeStore(): TStripeStore {
  const store: TStripeStore = {
    customers: new Map(),
    subscriptions: new Map(),
    invoices: new Map(),
    prices: new Map(),
    products: new Map(),
    schedules: new Map(),
    paymentIntents: new Map(),
    clock: Math.floor(Date.now() / 1000),
    tick: () => ++store.clock,
  };
  return store;
}

/** One REST call: its method and path, and its answer from the path's match and the decoded params. */
export type TRoute = { method: string; path: RegExp; run: (m: RegExpMatchArray, p: TParams) => TObj };

export const clone = <T>(v: T): T => structuredClone(v);
export const newId = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

/** Thrown as Stripe's 404 resource_missing; the request handler answers it. */
const missing = (kind: string, id: string) => {
  throw Object.assign(new Error(), {
    status: 404,
    body: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${kind}: '${id}'`,
      param: 'id',
    },
  });
};
export const get = (map: Map<string, TObj>, kind: string, id: string) => map.get(id) ?? missing(kind, id);

export function priceOf(store: TStripeStore, id: string) {
  return get(store.prices, 'price', id);
}

export const addMonth = (t: number) => {
  const d = new Date(t * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
};
