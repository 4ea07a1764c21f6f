// Starts fake stores: one HTTP server per store on its own port, and optionally one shared server routing by Host.

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleRequest } from './handler.ts';
import { FakeStore, type FakeStoreOptions } from './store.ts';
import { STORE_NAMES } from './words.ts';

export interface StartOptions {
  /** Store options, or a count of default stores. */
  stores: FakeStoreOptions[] | number;
  /** Listen address (default 127.0.0.1). */
  host?: string;
  /** Store i listens on basePort + i unless its own `port` is set (default 0: any free port). */
  basePort?: number;
  /**
   * Also serve all stores on one port, routed by Host: store-N.localhost, {slug}.localhost, {slug}.myshopify.com
   * or the store's `domain`. `true` picks a free port.
   */
  hostRouting?: boolean | number;
}

export interface FakeShopify {
  stores: FakeStore[];
  /** A store by 0-based index, name or slug. */
  store(key: number | string): FakeStore;
  /** http://127.0.0.1:PORT of the host-routing server, when started. */
  hostRoutingUrl: string | undefined;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

function defaultName(i: number): string {
  const base = STORE_NAMES[i % STORE_NAMES.length] as string;
  return i < STORE_NAMES.length ? base : `${base} ${Math.floor(i / STORE_NAMES.length) + 1}`;
}

function hostRouter(stores: FakeStore[]): (req: IncomingMessage, res: ServerResponse) => void {
  const byHost = new Map<string, { store: FakeStore; myshopify: boolean }>();
  stores.forEach((store, i) => {
    byHost.set(`store-${i + 1}.localhost`, { store, myshopify: false });
    byHost.set(`${store.slug}.localhost`, { store, myshopify: false });
    byHost.set(store.myshopifyDomain, { store, myshopify: true });
    if (store.options.domain) byHost.set(store.options.domain.toLowerCase(), { store, myshopify: false });
  });
  return (req, res) => {
    const host = (req.headers.host ?? '').toLowerCase().replace(/:\d+$/, '');
    const target = byHost.get(host);
    if (!target) {
      res
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end(`No fake store answers for ${host}\n`);
      return;
    }
    void handleRequest(target.store, req, res, target.myshopify);
  };
}

export async function startFakeShopify(options: StartOptions): Promise<FakeShopify> {
  const host = options.host ?? '127.0.0.1';
  const specs =
    typeof options.stores === 'number' ? Array.from({ length: options.stores }, () => ({})) : options.stores;
  const slugs = new Set<string>();
  const stores = specs.map((spec, i) => {
    const store = new FakeStore({ name: defaultName(i), ...spec }, i);
    if (slugs.has(store.slug)) throw new Error(`two fake stores share the slug ${store.slug}`);
    slugs.add(store.slug);
    return store;
  });
  const servers: Server[] = [];
  try {
    for (const [i, store] of stores.entries()) {
      const server = createServer((req, res) => void handleRequest(store, req, res));
      servers.push(server);
      const wanted = store.options.port ?? (options.basePort ? options.basePort + i : 0);
      store.port = await listen(server, wanted, host);
      store.hostPort = `${host}:${store.port}`;
      store.url = `http://${store.hostPort}`;
      if (store.options.selfImages) store.serveImagesFrom(store.url);
    }
    let hostRoutingUrl: string | undefined;
    if (options.hostRouting) {
      const server = createServer(hostRouter(stores));
      servers.push(server);
      const port = await listen(server, options.hostRouting === true ? 0 : options.hostRouting, host);
      hostRoutingUrl = `http://${host}:${port}`;
      for (const store of stores) store.hostUrl = `http://${store.slug}.localhost:${port}`;
    }
    return {
      stores,
      hostRoutingUrl,
      store(key) {
        const found =
          typeof key === 'number' ? stores[key] : stores.find((s) => s.name === key || s.slug === key);
        if (!found) throw new Error(`no fake store ${String(key)}`);
        return found;
      },
      close: async () => {
        await Promise.all(servers.map(closeServer));
      },
    };
  } catch (err) {
    await Promise.all(servers.map(closeServer));
    throw err;
  }
}
