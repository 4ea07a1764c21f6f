// The pages a scrape reads beside the catalogue (the home page, then the best-selling order), measured on one
// fleet-sized store with the production pacing: requests and time of each part, and the whole read before (catalogue
// alone) and after (with them). Read through readCatalogue itself, so the figures are the scrape's own.
import type { FakeStore } from '../../tools/fake-shopify/index.ts';
import type { TCatalogueReader } from '../../src/server/monitoring/storefront-port.ts';
import { int } from './report';

export async function reportExtraPages(opts: {
  readCatalogue: TCatalogueReader;
  store: FakeStore;
  minGapMs: number;
}) {
  const { store } = opts;
  console.log(
    `\nPages beside the catalogue: one store of ${int(store.products.length)} products, pacing ${opts.minGapMs} ms ` +
      'between requests (as deployed); time of a part = its requests, the paced waits before them included.',
  );
  for (const mode of ['honoured', 'json-ignores-sort'] as const) {
    store.bestSelling.mode = mode;
    store.clearRequests();
    const started = performance.now();
    const read = await opts.readCatalogue({ baseUrl: store.url });
    const total = performance.now() - started;
    const log = store.requests();
    const start = log[0]!.at;
    const homeIndex = log.findIndex((r) => r.path === '/');
    const endOf = (i: number) => log[i]!.at + (log[i]!.durationMs ?? 0);
    const catalogueMs = endOf(homeIndex - 1) - start;
    const homeMs = endOf(homeIndex) - endOf(homeIndex - 1);
    const best = read.bestSellers;
    if (!best) throw new Error('The reader read no best-selling order');
    const catalogueRequests = homeIndex;
    const label = mode === 'honoured' ? 'JSON honours sort_by' : 'JSON ignores sort_by (HTML pages)';
    console.log(
      `  ${label}: catalogue ${catalogueRequests} requests ${int(catalogueMs)} ms; ` +
        `+ home page 1 request ${int(homeMs)} ms; + best sellers ${best.requests} requests ${int(best.ms)} ms ` +
        `(${best.status === 'read' ? `${best.source}, ${best.handles.length} ranks` : best.reason})`,
    );
    const before = catalogueMs;
    console.log(
      `    before (catalogue alone) ${catalogueRequests} requests ${int(before)} ms; after ${read.stats.requests} ` +
        `requests ${int(total)} ms (×${(total / before).toFixed(2)} time, +${read.stats.requests - catalogueRequests} requests)`,
    );
  }
  store.reset();
}
