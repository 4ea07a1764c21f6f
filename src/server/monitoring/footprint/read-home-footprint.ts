import { CLIENT_ERRORS } from '../storefront/probe-store';
import type { TStorefrontContext } from '../storefront/storefront-context';
import { storefrontGet } from '../storefront/storefront-request';
import { readFootprint, type TFootprint } from './read-footprint';

/**
 * The home page's footprint, read in the scrape's own context (its pacing, retries, deadline and request count)
 * after the catalogue. Null when the page could not be read or is not HTML: what the store runs on is then not
 * known this time, which is not the same as running nothing, so nothing is recorded as removed.
 */
export async function readHomeFootprint(
  ctx: TStorefrontContext,
  myshopifyDomain: string | null,
): Promise<TFootprint | null> {
  try {
    const home = await storefrontGet(ctx, '/', { accept: 'text/html', passStatuses: CLIENT_ERRORS });
    if (home.status >= 300 || home.kind !== 'html') return null;
    const hosts = [new URL(home.url).hostname, new URL(ctx.origin).hostname];
    if (myshopifyDomain) hosts.push(myshopifyDomain);
    return readFootprint(home.text, hosts);
  } catch {
    return null;
  }
}
