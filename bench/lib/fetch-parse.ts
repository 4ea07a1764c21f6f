// The yardstick every scrape is measured against: fetching the same listing pages and JSON.parse-ing them, alone.
import { PAGE_LIMIT } from './sizes';

/** Plain fetch of /products.json?limit=250&page=1..N, one page after another, each body JSON.parse'd. */
export async function fetchAndParse(baseUrl: string): Promise<{ pages: number; products: number }> {
  let products = 0;
  for (let page = 1; ; page++) {
    const res = await fetchPage(`${baseUrl}/products.json?limit=${PAGE_LIMIT}&page=${page}`);
    if (!res.ok) throw new Error(`${baseUrl} page ${page}: HTTP ${res.status}`);
    const body = JSON.parse(await res.text()) as { products: unknown[] };
    products += body.products.length;
    if (body.products.length < PAGE_LIMIT) return { pages: page, products };
  }
}

/** fetchAndParse over several stores, one after another. */
export async function fetchAndParseAll(baseUrls: string[]): Promise<{ pages: number; products: number }> {
  const total = { pages: 0, products: 0 };
  for (const url of baseUrls) {
    const one = await fetchAndParse(url);
    total.pages += one.pages;
    total.products += one.products;
  }
  return total;
}

/**
 * fetch, tried once more when a kept-alive socket was reset: while an ingest blocks the event loop (PGlite runs
 * in this thread) the fake store's keep-alive timer can close a pooled socket just as it is reused.
 */
async function fetchPage(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch (err) {
    if ((err as { cause?: { code?: string } }).cause?.code !== 'ECONNRESET') throw err;
    return fetch(url);
  }
}
