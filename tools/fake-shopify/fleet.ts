// Fleet mode: thousands of small stores behind one port, store i answering on its own loopback address
// 127.a.b.c (Linux routes all of 127.0.0.0/8 to this machine), so per-host pacing keeps them apart as it would real
// shops. A store is built from its index when first asked and forgotten again past `cacheSize` (70 kB each): its
// price changes are kept apart as a schedule and replayed when it is built again, so it answers the same bytes.

import { createServer, type Server } from 'node:http';
import { performance } from 'node:perf_hooks';
import { handleRequest } from './handler.ts';
import { toCents, fromCents } from './money.ts';
import { FakeStore } from './store.ts';

/** A price change a store makes at `at` (epoch ms): variant number `variant` (listing order) gets `price`. */
export type FleetChange = { at: number; variant: number; price: string };

export interface FleetOptions {
  count: number;
  port: number;
  /** Products of store i (default 20 + i % 31). */
  products?: (i: number) => number;
  variantsPerProduct?: number;
  /** Reference time of the generated catalogues (epoch ms), the same for every build of a store. */
  now: number;
  /** Stores kept built at once (default 1000). */
  cacheSize?: number;
}

/** What one store saw: when each read began (its first request) and when its listing page was asked for. */
export type FleetReads = { probes: number[]; listings: number[] };

export interface FakeFleet {
  port: number;
  /** The address store i answers on. */
  hostOf(i: number): string;
  urlOf(i: number): string;
  /** The store index an address belongs to, or -1. */
  indexOf(host: string): number;
  /** Schedules price changes of store i (kept in time order). */
  schedule(i: number, changes: FleetChange[]): void;
  /** The changes store i has made by `until` (epoch ms). */
  changesMade(i: number, until: number): FleetChange[];
  /** Every read of store i so far (performance.timeOrigin-based epoch ms). */
  reads(i: number): FleetReads;
  /** A built store (for its catalogue: variant ids in listing order and prices). */
  store(i: number): FakeStore;
  requests: number;
  close(): Promise<void>;
}

/** 127.64.0.0/10 holds up to 4,194,304 stores; the last two octets skip 0 and 255. */
export const FLEET_RANGE = '127.64.0.0/10';

export async function startFakeFleet(options: FleetOptions): Promise<FakeFleet> {
  const productsOf = options.products ?? ((i: number) => 20 + (i % 31));
  const cacheSize = options.cacheSize ?? 1000;
  const built = new Map<number, { store: FakeStore; applied: number }>();
  const schedules = new Map<number, FleetChange[]>();
  const reads = new Map<number, FleetReads>();
  const hostOf = (i: number) =>
    `127.${64 + Math.floor(i / 62_500)}.${(Math.floor(i / 250) % 250) + 1}.${(i % 250) + 1}`;
  const indexOf = (host: string) => {
    const m = /^127\.(\d+)\.(\d+)\.(\d+)(?::\d+)?$/.exec(host);
    if (!m) return -1;
    const i = (Number(m[1]) - 64) * 62_500 + (Number(m[2]) - 1) * 250 + (Number(m[3]) - 1);
    return i >= 0 && i < options.count ? i : -1;
  };

  const materialize = (i: number): FakeStore => {
    let entry = built.get(i);
    if (entry) {
      built.delete(i); // most recently used last
      built.set(i, entry);
    } else {
      if (built.size >= cacheSize) built.delete(built.keys().next().value!);
      const store = new FakeStore(
        {
          name: `Scale Store ${i + 1}`,
          slug: `scale-${i + 1}`,
          products: productsOf(i),
          variantsPerProduct: options.variantsPerProduct ?? 2,
          seed: i + 1,
          now: options.now,
        },
        i,
      );
      entry = { store, applied: 0 };
      built.set(i, entry);
    }
    // Changes due by now, in order, with their own times (a rebuilt store answers the bytes it answered before).
    const due = schedules.get(i) ?? [];
    const now = Date.now();
    const ids = entry.applied < due.length ? entry.store.variantIds() : [];
    while (entry.applied < due.length && due[entry.applied]!.at <= now) {
      const change = due[entry.applied++]!;
      const { product, variant } = entry.store.catalogue.variant(ids[change.variant]!);
      variant.price = change.price;
      variant.updatedAt = change.at;
      product.updatedAt = change.at;
      product.rev++;
    }
    entry.store.clearRequests();
    return entry.store;
  };

  let requests = 0;
  const server: Server = createServer((req, res) => {
    const local = req.socket.localAddress ?? '';
    const i = indexOf(local.replace(/^::ffff:/, ''));
    if (i < 0) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end(`No fleet store answers on ${local}\n`);
      return;
    }
    requests++;
    const url = req.url ?? '/';
    const at = performance.timeOrigin + performance.now();
    let log = reads.get(i);
    if (!log) reads.set(i, (log = { probes: [], listings: [] }));
    // A read starts with the platform check (products.json?limit=1), then lists the catalogue at limit 250.
    if (url === '/products.json?limit=1') log.probes.push(at);
    else if (url.startsWith('/products.json?limit=250')) log.listings.push(at);
    void handleRequest(materialize(i), req, res);
  });
  server.keepAliveTimeout = 5_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // 0.0.0.0 takes every 127.x.y.z; connections from elsewhere are refused below.
    server.listen(options.port, '0.0.0.0', () => resolve());
  });
  server.on('connection', (socket) => {
    if (!(socket.remoteAddress ?? '').replace(/^::ffff:/, '').startsWith('127.')) socket.destroy();
  });

  return {
    port: options.port,
    hostOf,
    urlOf: (i) => `http://${hostOf(i)}:${options.port}`,
    indexOf,
    schedule(i, changes) {
      schedules.set(
        i,
        [...(schedules.get(i) ?? []), ...changes].sort((a, b) => a.at - b.at),
      );
    },
    changesMade: (i, until) => (schedules.get(i) ?? []).filter((c) => c.at <= until),
    reads: (i) => reads.get(i) ?? { probes: [], listings: [] },
    store: materialize,
    get requests() {
      return requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A price `step` dollars above `price` plus a few cents (never the same price). */
export function raisedPrice(price: string, step: number): string {
  return fromCents((toCents(price) ?? 1000) + step * 100 + 7);
}
