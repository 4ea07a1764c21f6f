import dns from 'node:dns';
import net from 'node:net';
import tls from 'node:tls';
import { Agent, type buildConnector } from 'undici';
import {
  defaultPort,
  hostPortKey,
  parseAllowedPrivateHosts,
  type TAllowedPrivateHosts,
} from './allowed-hosts';
import { FetchBlockedError, NetworkError, toFetchError } from './fetch-errors';
import { classifyIp } from './ip-rules';

export { parseAllowedPrivateHosts } from './allowed-hosts';

export type TResolvedAddress = { address: string; family: 4 | 6 };
/** Resolves a host name to every address it has (tests inject one; production uses dns.lookup). */
export type TResolver = (hostname: string) => Promise<TResolvedAddress[]>;

export type TSafeDispatcherOptions = {
  /** ALLOWED_PRIVATE_HOSTS: the config's parsed set, or raw host:port pairs (comma-separated or a list). */
  allowedPrivateHosts?: TAllowedPrivateHosts | string | readonly string[];
  resolve?: TResolver;
  /** Name resolution plus TCP (and TLS) handshake. Default 10 s. */
  connectTimeoutMs?: number;
  /** For tests against a local TLS server. */
  tls?: Pick<tls.ConnectionOptions, 'ca' | 'rejectUnauthorized'>;
  agent?: Omit<Agent.Options, 'connect'>;
};

export const systemResolver: TResolver = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/**
 * An undici Agent that checks where it connects at connect time: IP literals are judged as they are,
 * names are resolved once, refused if ANY address is blocked, and the socket is then opened to exactly
 * those vetted addresses (a pinned lookup), so DNS rebinding between check and connect is impossible.
 * Pairs in the allow-list skip the private-address rule for that exact host:port only.
 */
export class SafeDispatcher extends Agent {
  readonly allowedPrivateHosts: ReadonlySet<string>;

  constructor(options: TSafeDispatcherOptions = {}) {
    const raw = options.allowedPrivateHosts;
    const allowed = parseAllowedPrivateHosts(typeof raw === 'object' && 'join' in raw ? raw.join(',') : raw);
    super({
      ...options.agent,
      connect: createSafeConnector({
        allowed,
        resolve: options.resolve ?? systemResolver,
        connectTimeoutMs: options.connectTimeoutMs ?? 10_000,
        tls: options.tls ?? {},
      }),
    });
    this.allowedPrivateHosts = allowed;
  }
}

export function createSafeDispatcher(options: TSafeDispatcherOptions = {}): SafeDispatcher {
  return new SafeDispatcher(options);
}

type TConnectorContext = {
  allowed: ReadonlySet<string>;
  resolve: TResolver;
  connectTimeoutMs: number;
  tls: Pick<tls.ConnectionOptions, 'ca' | 'rejectUnauthorized'>;
};

function createSafeConnector(ctx: TConnectorContext): buildConnector.connector {
  return (opts, callback) => {
    const port = Number(opts.port) || defaultPort(opts.protocol);
    const origin = `${opts.protocol}//${net.isIPv6(opts.hostname) ? `[${opts.hostname}]` : opts.hostname}:${port}`;
    let socket: net.Socket | undefined;
    let settled = false;
    const finish = (err: Error | null) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (err || !socket) callback(err ?? new NetworkError('other', origin), null);
      else callback(null, socket);
    };
    const timer = setTimeout(() => {
      socket?.destroy();
      finish(new NetworkError('connect_timeout', origin));
    }, ctx.connectTimeoutMs);

    vetTarget(opts.hostname, port, origin, ctx).then(
      (addresses) => {
        if (settled) return;
        socket = openSocket(opts, port, addresses, ctx);
        socket
          .once(opts.protocol === 'https:' ? 'secureConnect' : 'connect', () => finish(null))
          .once('error', (err) => finish(toFetchError(err, origin)));
      },
      (err: Error) => finish(err),
    );
  };
}

async function vetTarget(
  hostname: string,
  port: number,
  origin: string,
  ctx: TConnectorContext,
): Promise<TResolvedAddress[]> {
  const allowed = ctx.allowed.has(hostPortKey(hostname, port));
  const family = net.isIP(hostname);
  if (family === 4 || family === 6) {
    // undici never calls lookup for an IP literal, so it is judged here.
    if (!allowed && classifyIp(hostname).blocked) throw new FetchBlockedError('private_address', origin);
    return [{ address: hostname, family }];
  }
  let addresses: TResolvedAddress[];
  try {
    addresses = await ctx.resolve(hostname);
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    throw new NetworkError('dns_failed', origin, {
      cause: err,
      systemCode: typeof code === 'string' ? code : undefined,
    });
  }
  if (addresses.length === 0) throw new NetworkError('dns_failed', origin);
  if (!allowed && addresses.some((a) => classifyIp(a.address).blocked)) {
    throw new FetchBlockedError('private_address', origin);
  }
  return addresses;
}

function openSocket(
  opts: buildConnector.Options,
  port: number,
  addresses: TResolvedAddress[],
  ctx: TConnectorContext,
): net.Socket {
  // Node calls this instead of DNS, so the socket can only go to the addresses checked above
  // (with happy eyeballs across them when there are several).
  const pinnedLookup = ((_host: string, options: dns.LookupOptions, cb: (...args: unknown[]) => void) => {
    const first = addresses[0] as TResolvedAddress;
    if (options.all) cb(null, addresses);
    else cb(null, first.address, first.family);
  }) as unknown as net.LookupFunction;

  const common = {
    host: opts.hostname,
    port,
    lookup: pinnedLookup,
    noDelay: true,
    keepAlive: true,
    keepAliveInitialDelay: 60_000,
  };
  if (opts.protocol === 'https:') {
    const servername = opts.servername || (net.isIP(opts.hostname) ? undefined : opts.hostname);
    return tls.connect({ ...common, ...ctx.tls, servername, ALPNProtocols: ['http/1.1'] });
  }
  return net.connect(common);
}
