import { classifyIp, isIpLiteral } from './ip-rules';

/**
 * Text-level host rules (docs/product-rules.md R18) applied to a URL's hostname before anything is resolved.
 * They catch the obvious cases early with a clear message; the connect-time check in the safe
 * dispatcher is what actually guarantees no private address is reached.
 */
// Names that only ever mean "this machine" or "the local network" (RFC 6761, RFC 6762, RFC 8375, ICANN .internal).
const LOCAL_SUFFIXES = [
  'localhost',
  'local',
  'internal',
  'localdomain',
  'home.arpa',
  'lan',
  'intranet',
  'corp',
];

export function isLocalName(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.+$/, '');
  return LOCAL_SUFFIXES.some((suffix) => host === suffix || host.endsWith(`.${suffix}`));
}

/** A DNS name of at least two labels, each 1–63 letters, digits or hyphens, not starting or ending with one. */
export function isDomainName(hostname: string): boolean {
  const labels = hostname.split('.');
  return (
    hostname.length <= 253 &&
    labels.length >= 2 &&
    labels.every((l) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(l)) &&
    !/^\d+$/.test(labels[labels.length - 1] as string)
  );
}

/**
 * Checks a hostname as the URL parser writes it (IPv6 in brackets): blocked IP literals, local names and
 * single-label names (resolved through search domains, so inside the local network) are private.
 */
export function isPrivateHostname(hostname: string): boolean {
  if (isIpLiteral(hostname)) return classifyIp(hostname).blocked;
  const host = hostname.replace(/\.$/, '');
  return isLocalName(host) || !host.includes('.');
}
