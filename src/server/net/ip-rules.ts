import { isIPv4, isIPv6 } from 'node:net';

/**
 * Which IP addresses an outbound request may reach. Everything that is not plainly a public unicast
 * address is blocked; addresses that embed an IPv4 address (IPv4-mapped, NAT64, 6to4) are judged by
 * the embedded address, because that is where the packets end up.
 */
export type TIpBlockReason =
  | 'loopback'
  | 'unspecified'
  | 'private'
  | 'link_local'
  | 'cgnat'
  | 'multicast'
  | 'broadcast'
  | 'reserved'
  | 'documentation'
  | 'benchmark'
  | 'metadata'
  | 'not_an_ip';

export type TIpVerdict =
  | { blocked: false; version: 4 | 6 }
  | { blocked: true; version: 4 | 6 | null; reason: TIpBlockReason; range: string };

type TRange4 = { base: number; bits: number; reason: TIpBlockReason; cidr: string };

// Most specific first: the first match names the reason.
const V4_BLOCKED: TRange4[] = (
  [
    ['169.254.169.254/32', 'metadata'],
    ['0.0.0.0/8', 'unspecified'],
    ['10.0.0.0/8', 'private'],
    ['100.64.0.0/10', 'cgnat'],
    ['127.0.0.0/8', 'loopback'],
    ['169.254.0.0/16', 'link_local'],
    ['172.16.0.0/12', 'private'],
    ['192.0.0.0/24', 'reserved'],
    ['192.0.2.0/24', 'documentation'],
    ['192.88.99.0/24', 'reserved'], // deprecated 6to4 relay anycast (RFC 7526)
    ['192.168.0.0/16', 'private'],
    ['198.18.0.0/15', 'benchmark'],
    ['198.51.100.0/24', 'documentation'],
    ['203.0.113.0/24', 'documentation'],
    ['224.0.0.0/4', 'multicast'],
    ['255.255.255.255/32', 'broadcast'],
    ['240.0.0.0/4', 'reserved'],
  ] as const
).map(([cidr, reason]) => {
  const [addr, bits] = cidr.split('/') as [string, string];
  return { base: parseIPv4(addr) as number, bits: Number(bits), reason, cidr };
});

type TRange6 = { groups: number[]; bits: number; cidr: string };
const range6 = (cidr: string): TRange6 => {
  const [addr, bits] = cidr.split('/') as [string, string];
  return { groups: parseIPv6(addr) as number[], bits: Number(bits), cidr };
};

const V6 = {
  metadata: range6('fd00:ec2::254/128'), // AWS IMDS over IPv6
  unspecified: range6('::/128'),
  loopback: range6('::1/128'),
  mapped: range6('::ffff:0:0/96'),
  translated: range6('::ffff:0:0:0/96'), // SIIT, RFC 2765
  nat64: range6('64:ff9b::/96'),
  globalUnicast: range6('2000::/3'),
  sixToFour: range6('2002::/16'),
  documentation: range6('2001:db8::/32'),
  documentation2: range6('3fff::/20'), // RFC 9637
  ietfProtocol: range6('2001::/23'), // Teredo, benchmarking 2001:2::/48, ORCHID, ...
  uniqueLocal: range6('fc00::/7'),
  linkLocal: range6('fe80::/10'),
  multicast: range6('ff00::/8'),
};

/** Parses a dotted-quad IPv4 address (as `net.isIPv4` accepts it) into an unsigned 32-bit number. */
export function parseIPv4(ip: string): number | null {
  if (!isIPv4(ip)) return null;
  return ip.split('.').reduce((acc, part) => acc * 256 + Number(part), 0);
}

/** Parses an IPv6 address (zone id and brackets allowed) into its eight 16-bit groups. */
export function parseIPv6(input: string): number[] | null {
  const ip = stripBrackets(input).replace(/%.*$/, '');
  if (!isIPv6(ip)) return null;
  let text = ip;
  const lastColon = text.lastIndexOf(':');
  const last = text.slice(lastColon + 1);
  if (last.includes('.')) {
    // ::ffff:127.0.0.1 -> ::ffff:7f00:1
    const v4 = parseIPv4(last);
    if (v4 === null) return null;
    text = `${text.slice(0, lastColon + 1)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const toGroups = (s: string) => (s === '' ? [] : s.split(':').map((g) => parseInt(g, 16)));
  const [head, rest] = text.split('::') as [string, string | undefined];
  const headGroups = toGroups(head);
  const restGroups = rest === undefined ? [] : toGroups(rest);
  const missing = 8 - headGroups.length - restGroups.length;
  if (rest === undefined && missing !== 0) return null;
  const groups = [...headGroups, ...new Array<number>(Math.max(missing, 0)).fill(0), ...restGroups];
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : null;
}

function stripBrackets(ip: string): string {
  return ip.startsWith('[') && ip.endsWith(']') ? ip.slice(1, -1) : ip;
}

function inRange4(ip: number, range: TRange4): boolean {
  if (range.bits === 0) return true;
  const shift = 32 - range.bits;
  return Math.floor(ip / 2 ** shift) === Math.floor(range.base / 2 ** shift);
}

function inRange6(groups: number[], range: TRange6): boolean {
  let bits = range.bits;
  for (let i = 0; i < 8 && bits > 0; i++) {
    const take = Math.min(16, bits);
    const mask = (0xffff << (16 - take)) & 0xffff;
    if (((groups[i] as number) & mask) !== ((range.groups[i] as number) & mask)) return false;
    bits -= take;
  }
  return true;
}

function classifyIPv4Number(ip: number): TIpVerdict {
  const hit = V4_BLOCKED.find((r) => inRange4(ip, r));
  return hit
    ? { blocked: true, version: 4, reason: hit.reason, range: hit.cidr }
    : { blocked: false, version: 4 };
}

function embeddedVerdict(v4: number, via: TRange6): TIpVerdict {
  const inner = classifyIPv4Number(v4);
  if (!inner.blocked) return { blocked: false, version: 6 };
  return { blocked: true, version: 6, reason: inner.reason, range: `${via.cidr} embedding ${inner.range}` };
}

function classifyIPv6Groups(g: number[]): TIpVerdict {
  const block = (reason: TIpBlockReason, range: TRange6): TIpVerdict => ({
    blocked: true,
    version: 6,
    reason,
    range: range.cidr,
  });
  const low32 = (g[6] as number) * 0x10000 + (g[7] as number);

  if (inRange6(g, V6.metadata)) return block('metadata', V6.metadata);
  if (inRange6(g, V6.unspecified)) return block('unspecified', V6.unspecified);
  if (inRange6(g, V6.loopback)) return block('loopback', V6.loopback);
  if (inRange6(g, V6.mapped)) return embeddedVerdict(low32, V6.mapped);
  if (inRange6(g, V6.translated)) return embeddedVerdict(low32, V6.translated);
  if (inRange6(g, V6.nat64)) return embeddedVerdict(low32, V6.nat64);

  if (!inRange6(g, V6.globalUnicast)) {
    if (inRange6(g, V6.uniqueLocal)) return block('private', V6.uniqueLocal);
    if (inRange6(g, V6.linkLocal)) return block('link_local', V6.linkLocal);
    if (inRange6(g, V6.multicast)) return block('multicast', V6.multicast);
    // ::/96 IPv4-compatible, 100::/64 discard, 64:ff9b:1::/48, fec0::/10 site-local and all unassigned space.
    return { blocked: true, version: 6, reason: 'reserved', range: 'outside 2000::/3' };
  }
  if (inRange6(g, V6.sixToFour)) {
    return embeddedVerdict((g[1] as number) * 0x10000 + (g[2] as number), V6.sixToFour);
  }
  if (inRange6(g, V6.documentation)) return block('documentation', V6.documentation);
  if (inRange6(g, V6.ietfProtocol)) return block('reserved', V6.ietfProtocol);
  if (inRange6(g, V6.documentation2)) return block('documentation', V6.documentation2);
  return { blocked: false, version: 6 };
}

/** Tells whether an IP address is public or, if not, why it is blocked. Anything unparsable is blocked. */
export function classifyIp(ip: string): TIpVerdict {
  const v4 = parseIPv4(ip);
  if (v4 !== null) return classifyIPv4Number(v4);
  const v6 = parseIPv6(ip);
  if (v6 !== null) return classifyIPv6Groups(v6);
  return { blocked: true, version: null, reason: 'not_an_ip', range: 'not an IP address' };
}

export function isBlockedIp(ip: string): boolean {
  return classifyIp(ip).blocked;
}

/** True for an IPv4 or IPv6 literal (IPv6 with or without brackets). */
export function isIpLiteral(host: string): boolean {
  return isIPv4(host) || isIPv6(stripBrackets(host));
}
