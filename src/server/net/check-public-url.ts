import { isAllowedUrl, type TAllowedPrivateHosts } from './allowed-hosts';
import { isPrivateHostname } from './host-rules';
import { classifyIp, isIpLiteral } from './ip-rules';
import { systemResolver, type TResolver } from './safe-dispatcher';

export type TPublicUrlCheck = { ok: true } | { ok: false; problem: 'private_address' | 'unresolvable' };

/**
 * Checks, when a user saves it, that a URL we will later call (Slack or workflow webhooks) points at the
 * public internet: the host's text first, then every address it resolves to now (docs/product-rules.md R18).
 * The safe dispatcher checks again at connect time, so a name that changes its answer later is still refused
 * when used. Host:port pairs in ALLOWED_PRIVATE_HOSTS pass without a lookup (tests and demo only).
 */
export async function checkPublicUrl(opts: {
  url: string;
  allowedPrivateHosts: TAllowedPrivateHosts;
  resolve?: TResolver;
}): Promise<TPublicUrlCheck> {
  const url = new URL(opts.url);
  if (isAllowedUrl(url, opts.allowedPrivateHosts)) return { ok: true };
  if (isPrivateHostname(url.hostname)) return { ok: false, problem: 'private_address' };
  if (isIpLiteral(url.hostname)) return { ok: true };
  let addresses;
  try {
    addresses = await (opts.resolve ?? systemResolver)(url.hostname.replace(/\.$/, ''));
  } catch {
    return { ok: false, problem: 'unresolvable' };
  }
  if (addresses.length === 0) return { ok: false, problem: 'unresolvable' };
  if (addresses.some((a) => classifyIp(a.address).blocked)) return { ok: false, problem: 'private_address' };
  return { ok: true };
}
