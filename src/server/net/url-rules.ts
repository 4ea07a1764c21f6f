import { defaultPort, hostPortKey, type TAllowedPrivateHosts } from './allowed-hosts';
import { isDomainName, isLocalName } from './host-rules';
import { classifyIp, isIpLiteral } from './ip-rules';

/**
 * docs/product-rules.md R18, the text-level part: what a user may type as a competitor store URL, normalised
 * to `https://host`. The resolved address is checked again at connect time by the SafeDispatcher.
 */
export type TStoreUrlProblem = 'invalid_url' | 'bad_scheme' | 'private_address';

export type TStoreUrlCheck =
  { ok: true; normalizedUrl: string; host: string } | { ok: false; error: string; reason: TStoreUrlProblem };

export const STORE_URL_MESSAGES = {
  empty: 'Please enter a URL',
  invalid: 'Please enter a valid URL',
  notDomain: 'Please enter a full domain name, such as yourstore.com',
  scheme: 'Only http:// and https:// addresses can be monitored',
  private: "Local and private network addresses can't be monitored",
} as const;

const fail = (reason: TStoreUrlProblem, error: string): TStoreUrlCheck => ({ ok: false, reason, error });

/**
 * Checks and normalises a typed store URL. Input without a scheme gets `https://`. Host:port pairs in
 * ALLOWED_PRIVATE_HOSTS pass as they are and keep their scheme and port (http when none was typed),
 * since the fake stores of tests and the demo run on http://127.0.0.1:PORT.
 */
export function checkStoreUrl(
  input: string,
  opts: { allowedPrivateHosts?: TAllowedPrivateHosts } = {},
): TStoreUrlCheck {
  const text = input.trim();
  if (!text) return fail('invalid_url', STORE_URL_MESSAGES.empty);
  if (text.length > 2048) return fail('invalid_url', STORE_URL_MESSAGES.invalid);

  const typedScheme = schemeOf(text);
  if (typedScheme && typedScheme !== 'http' && typedScheme !== 'https') {
    return fail('bad_scheme', STORE_URL_MESSAGES.scheme);
  }
  let url: URL;
  try {
    url = new URL(typedScheme ? text : `https://${text.replace(/^\/\//, '')}`);
  } catch {
    return fail('invalid_url', STORE_URL_MESSAGES.invalid);
  }
  const hostname = isIpLiteral(url.hostname) ? url.hostname : url.hostname.replace(/\.+$/, '');
  if (!hostname) return fail('invalid_url', STORE_URL_MESSAGES.invalid);

  const allowed = opts.allowedPrivateHosts;
  if (allowed?.size && allowed.has(hostPortKey(hostname, url.port || defaultPort(url.protocol)))) {
    const protocol = typedScheme ? url.protocol : 'http:';
    const host =
      url.port && Number(url.port) !== defaultPort(protocol) ? `${hostname}:${url.port}` : hostname;
    return { ok: true, normalizedUrl: `${protocol}//${host}`, host };
  }

  if (isIpLiteral(hostname)) {
    if (classifyIp(hostname).blocked) return fail('private_address', STORE_URL_MESSAGES.private);
    return { ok: true, normalizedUrl: `https://${hostname}`, host: hostname };
  }
  if (isLocalName(hostname)) return fail('private_address', STORE_URL_MESSAGES.private);
  if (!hostname.includes('.')) return fail('invalid_url', STORE_URL_MESSAGES.notDomain);
  if (!isDomainName(hostname)) return fail('invalid_url', STORE_URL_MESSAGES.invalid);
  return { ok: true, normalizedUrl: `https://${hostname}`, host: hostname };
}

/** The scheme the user typed, or null when there is none (`example.com`, `example.com:8080/x`, `//example.com`). */
function schemeOf(text: string): string | null {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(text);
  if (!match) return null;
  const rest = text.slice(match[0].length);
  // "shop.example.com:8080" is a host and a port, not the scheme "shop.example.com".
  if (!rest.startsWith('/') && /^\d*(?:[/?#]|$)/.test(rest)) return null;
  return (match[1] as string).toLowerCase();
}
