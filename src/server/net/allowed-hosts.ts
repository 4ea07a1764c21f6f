import { isIPv6 } from 'node:net';

/**
 * host:port pairs exempt from the private-address rule (ALLOWED_PRIVATE_HOSTS; tests and demo only,
 * empty in production). Keys are canonical: lower-case host as the WHATWG URL parser writes it
 * (IPv4 dotted, IPv6 compressed in brackets), then `:port` always written out.
 */
export type TAllowedPrivateHosts = ReadonlySet<string>;

export class AllowedHostsError extends Error {
  constructor(entry: string) {
    super(`ALLOWED_PRIVATE_HOSTS: "${entry}" is not a host:port pair (for example 127.0.0.1:4010)`);
    this.name = 'AllowedHostsError';
  }
}

/**
 * Parses the comma-separated ALLOWED_PRIVATE_HOSTS value. Throws AllowedHostsError on a bad entry. The config
 * holds the parsed set (config.ts), which is returned as it is.
 */
export function parseAllowedPrivateHosts(value?: string | TAllowedPrivateHosts): TAllowedPrivateHosts {
  if (typeof value === 'object') return value;
  const keys = new AllowedHosts();
  for (const raw of (value ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const range = /^(\d{1,3}(?:\.\d{1,3}){3})\/(\d{1,2}):(\d{1,5})$/.exec(entry);
    if (range) {
      keys.addRange(entry, range[1] as string, Number(range[2]), Number(range[3]));
      continue;
    }
    const match = /^(.+):(\d{1,5})$/.exec(entry);
    const port = match ? Number(match[2]) : NaN;
    if (!match || port < 1 || port > 65535 || /[@/?#\\\s]/.test(match[1] as string)) {
      throw new AllowedHostsError(entry);
    }
    let hostname: string;
    try {
      hostname = new URL(`http://${match[1]}/`).hostname;
    } catch {
      throw new AllowedHostsError(entry);
    }
    if (!hostname) throw new AllowedHostsError(entry);
    keys.add(hostPortKey(hostname, port));
  }
  return keys;
}

/**
 * The allow-list: exact host:port keys, plus IPv4 ranges written `a.b.c.d/n:port` (the scale benchmark's fleet of
 * stores on 127.x.y.z). A range admits IP literals only, never a name that resolves into it.
 */
class AllowedHosts extends Set<string> {
  private readonly ranges: { base: number; mask: number; port: string }[] = [];

  addRange(entry: string, ip: string, bits: number, port: number): void {
    const base = ipv4ToInt(ip);
    if (base === null || bits < 8 || bits > 32 || port < 1 || port > 65535)
      throw new AllowedHostsError(entry);
    const mask = bits === 32 ? 0xffffffff : ~(0xffffffff >>> bits) >>> 0;
    this.ranges.push({ base: (base & mask) >>> 0, mask, port: String(port) });
    this.add(entry);
  }

  override has(key: string): boolean {
    if (super.has(key)) return true;
    if (this.ranges.length === 0) return false;
    const match = /^(\d{1,3}(?:\.\d{1,3}){3}):(\d+)$/.exec(key);
    const ip = match ? ipv4ToInt(match[1] as string) : null;
    return ip !== null && this.ranges.some((r) => r.port === match![2] && (ip & r.mask) >>> 0 === r.base);
  }
}

function ipv4ToInt(ip: string): number | null {
  const parts = ip.split('.').map(Number);
  if (parts.length !== 4 || parts.some((p) => !Number.isInteger(p) || p > 255)) return null;
  return ((parts[0]! << 24) | (parts[1]! << 16) | (parts[2]! << 8) | parts[3]!) >>> 0;
}

/** The canonical key of a host and port; `hostname` may be a name, an IPv4 or an IPv6 with or without brackets. */
export function hostPortKey(hostname: string, port: number | string): string {
  const host = hostname.toLowerCase();
  return isIPv6(host) ? `[${host}]:${port}` : `${host}:${port}`;
}

export function defaultPort(protocol: string): number {
  return protocol === 'https:' ? 443 : 80;
}

/** Whether a URL's host:port is allow-listed (the URL's default port counts when none is written). */
export function isAllowedUrl(url: URL, allowed: TAllowedPrivateHosts): boolean {
  if (allowed.size === 0) return false;
  return allowed.has(hostPortKey(url.hostname, url.port || defaultPort(url.protocol)));
}
