import { AppError } from '../../lib/errors';

/**
 * A small client of an external store directory that speaks Store Leads' v1 API (docs/product-rules.md R93):
 *
 *   GET {LEAD_DIRECTORY_URL}/v1/all/domain?page=0&page_size=50&f:cc=US,CA&f:categories=Apparel,Beauty&f:esmin=83334
 *   Authorization: Bearer {LEAD_DIRECTORY_API_KEY}
 *   200 {"domains": [{"name": "shop.com", "merchant_name": "Shop", "country_code": "US", "currency_code": "USD",
 *         "categories": ["/Apparel"], "estimated_sales": 1234500, "product_count": 120, "plan": "Shopify Plus",
 *         "employee_count": 12, "description": "...", "contact_info": [{"type": "email", "value": "a@shop.com"}]}]}
 *   401 bad key; 429 with Retry-After (seconds) when rate-limited.
 *
 * `page` counts from 0; a page shorter than `page_size` is the last. `estimated_sales` is the store's estimated
 * monthly sales in US cents, so `f:esmin` is the yearly minimum in dollars x 100 / 12. The filters are
 * comma-separated lists (`f:cc` ISO 3166-1 alpha-2 codes).
 */
export type TDirectoryStore = {
  name: string;
  merchant_name?: string | null;
  country_code?: string | null;
  currency_code?: string | null;
  categories?: string[] | null;
  estimated_sales?: number | null;
  product_count?: number | null;
  plan?: string | null;
  employee_count?: number | null;
  description?: string | null;
  contact_info?: { type: string; value: string }[] | null;
};

export type TDirectorySearch = {
  countries: string[];
  categories: string[];
  /** Yearly revenue in whole USD. */
  minRevenue: number;
  maxResults: number;
};

export const DIRECTORY_NOT_CONFIGURED =
  'No store directory is configured: set LEAD_DIRECTORY_URL and LEAD_DIRECTORY_API_KEY, or import leads from a CSV file or from the monitored stores.';

export const DIRECTORY_PAGE_SIZE = 50;
/** The longest Retry-After the client waits for within one request before it answers the operator instead. */
const MAX_WAIT_SECONDS = 5;
const TIMEOUT_MS = 20_000;

export type TDirectoryClient = { search(query: TDirectorySearch): Promise<TDirectoryStore[]> };

export function createDirectoryClient(opts: {
  baseUrl: string | undefined;
  apiKey: string | undefined;
  /** Waits between a 429 and its retry; tests pass a quick one. */
  sleep?: (ms: number) => Promise<void>;
}): TDirectoryClient | null {
  const { baseUrl, apiKey } = opts;
  if (!baseUrl || !apiKey) return null;
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  async function get(url: URL, retried = false): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { authorization: `Bearer ${apiKey}`, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      throw new AppError(
        'unavailable',
        `The store directory did not answer (${(err as Error).name === 'TimeoutError' ? 'timed out' : 'unreachable'}); try again later`,
        { retryAfterSeconds: 60 },
      );
    }
    if (res.status === 401 || res.status === 403) {
      await res.body?.cancel();
      throw new AppError(
        'unavailable',
        `The store directory refused the API key (${res.status}): check LEAD_DIRECTORY_API_KEY`,
      );
    }
    if (res.status === 429) {
      await res.body?.cancel();
      const wait = retryAfterSeconds(res.headers.get('retry-after'));
      if (!retried && wait <= MAX_WAIT_SECONDS) {
        await sleep(wait * 1000);
        return get(url, true);
      }
      throw new AppError(
        'too_many_requests',
        `The store directory is rate-limiting requests: try again in ${wait} seconds`,
        { retryAfterSeconds: wait },
      );
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new AppError('unavailable', `The store directory answered ${res.status}; try again later`, {
        retryAfterSeconds: 60,
      });
    }
    try {
      return await res.json();
    } catch {
      throw new AppError('unavailable', 'The store directory answered something that is not JSON');
    }
  }

  return {
    async search(query) {
      const found: TDirectoryStore[] = [];
      for (let page = 0; found.length < query.maxResults; page += 1) {
        const url = new URL(`${baseUrl.replace(/\/+$/, '')}/v1/all/domain`);
        url.searchParams.set('page', String(page));
        url.searchParams.set('page_size', String(DIRECTORY_PAGE_SIZE));
        if (query.countries.length) url.searchParams.set('f:cc', query.countries.join(','));
        if (query.categories.length) url.searchParams.set('f:categories', query.categories.join(','));
        if (query.minRevenue > 0)
          url.searchParams.set('f:esmin', String(Math.ceil((query.minRevenue * 100) / 12)));
        const body = (await get(url)) as { domains?: unknown };
        if (!body || !Array.isArray(body.domains)) {
          throw new AppError('unavailable', 'The store directory answered without a list of domains');
        }
        const domains = body.domains.filter(
          (d): d is TDirectoryStore => !!d && typeof (d as TDirectoryStore).name === 'string',
        );
        found.push(...domains);
        if (body.domains.length < DIRECTORY_PAGE_SIZE) break;
      }
      return found.slice(0, query.maxResults);
    },
  };
}

/** Seconds from a Retry-After header (seconds or an HTTP date); 60 when it is missing or unreadable. */
export function retryAfterSeconds(header: string | null): number {
  if (!header) return 60;
  if (/^\d+$/.test(header.trim())) return Math.max(1, Number(header.trim()));
  const at = Date.parse(header);
  return Number.isNaN(at) ? 60 : Math.max(1, Math.ceil((at - Date.now()) / 1000));
}
