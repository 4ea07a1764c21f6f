// Loads one page of the built app in Chromium on a cold cache and reports the JavaScript it transferred (as the
// DevTools protocol counts it: Network.loadingFinished's encodedDataLength, compression and headers included)
// and its Largest Contentful Paint.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CHROMIUM_ARGS } from '../../e2e/support/chromium-args.ts';
import { chromium, type Browser } from 'playwright-core';

export const VIEWPORT = { width: 1280, height: 800 };

/**
 * The browser that loads the pages: CHROMIUM_PATH, else Debian's chromium-headless-shell when installed, else its
 * chromium. The headless shell is what Playwright itself runs headless; the full browser in headless mode also
 * loads its own omnibox pages (about 270 chrome:// requests per new page in Chromium 156), which on a 2-core
 * machine compete with the page being measured. `apt-get install chromium-headless-shell` to use it.
 */
export const BENCH_CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: BENCH_CHROMIUM,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}

/**
 * Another site with a link to the page, as a visitor arrives from a search result or a shared link: served on
 * `localhost`, a different site from the app's 127.0.0.1. Its one page is `/?to=<url>`, a link to that URL.
 */
export async function startLinkSite(): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://localhost').searchParams.get('to') ?? '/';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>Results</title><a id="go" href="${to.replace(/"/g, '&quot;')}">Rivalwatch</a>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** How long the visitor looks at the link before following it. */
const READ_LINK_MS = 500;

export type TScript = { url: string; transferred: number; decoded: number; encoding: string };
export type TLoad = {
  lcpMs: number;
  scripts: TScript[];
  readyMs: number;
  /** From the end of the product call's answer to the chart in the page (null on a page without one). */
  chartDrawMs: number | null;
};

export const CHART_SELECTOR =
  '[data-testid="price-history-chart"] svg, [data-testid="price-history-chart"] canvas';

/**
 * Records every LCP candidate (the last one before we read it is the page's LCP) and the moment a price chart
 * first appears in the document.
 */
const OBSERVE = `
  window.__lcp = 0;
  window.__chartAt = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver(() => {
    if (!window.__chartAt && document.querySelector(${JSON.stringify(CHART_SELECTOR)}))
      window.__chartAt = performance.now();
  }).observe(document, { subtree: true, childList: true });
`;

/**
 * One cold load: a new browser context (empty cache and cookie jar), the session cookie when given, then the
 * page, opened from a link on another site or in a blank tab, until `ready` shows and the network has been idle;
 * the scripts it fetched on the way. A blank tab of a new context has no renderer process ready, and a page that
 * asks for a browsing context group of its own (Cross-Origin-Opener-Policy) waits for one to start (about 100 ms
 * on a 2-core machine); a visitor's browser following a link has one ready (docs/decisions/012).
 */
export async function loadOnce(
  browser: Browser,
  opts: {
    origin: string;
    path: string;
    ready: string;
    cookie?: { name: string; value: string };
    /** A page of startLinkSite() to follow a link from; without it the page is opened in a blank tab. */
    linkSite?: string;
  },
): Promise<TLoad> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    if (opts.cookie) await context.addCookies([{ ...opts.cookie, url: opts.origin }]);
    await context.addInitScript(OBSERVE);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts = new Map<string, { url: string; encoding: string }>();
    const done: TScript[] = [];
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') {
        const headers = Object.fromEntries(
          Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), String(v)]),
        );
        scripts.set(e.requestId, {
          url: e.response.url,
          encoding: headers['content-encoding'] ?? 'identity',
        });
      }
    });
    const decoded = new Map<string, number>();
    cdp.on('Network.dataReceived', (e) =>
      decoded.set(e.requestId, (decoded.get(e.requestId) ?? 0) + e.dataLength),
    );
    cdp.on('Network.loadingFinished', (e) => {
      const s = scripts.get(e.requestId);
      if (s) done.push({ ...s, transferred: e.encodedDataLength, decoded: decoded.get(e.requestId) ?? 0 });
    });
    const url = `${opts.origin}${opts.path}`;
    if (opts.linkSite) {
      await page.goto(`${opts.linkSite}/?to=${encodeURIComponent(url)}`);
      await page.waitForTimeout(READ_LINK_MS);
    }
    const started = Date.now();
    if (opts.linkSite) await Promise.all([page.waitForURL(url, { waitUntil: 'load' }), page.click('#go')]);
    else await page.goto(url, { waitUntil: 'load' });
    await page
      .locator(opts.ready)
      .first()
      .waitFor({ state: 'visible', timeout: 120_000 })
      .catch((err: Error) => {
        throw new Error(`${opts.path}: ${opts.ready} did not show (${err.message.split('\n')[0]})`);
      });
    const readyMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    // Two frames after the last content, so its paint has been reported.
    await page.evaluate(
      () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null)))),
    );
    const { lcpMs, chartDrawMs } = await page.evaluate(() => {
      const w = window as unknown as { __lcp: number; __chartAt: number };
      const answered = performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/products/'))
        .map((e) => (e as PerformanceResourceTiming).responseEnd);
      return {
        lcpMs: w.__lcp,
        chartDrawMs: w.__chartAt && answered.length ? w.__chartAt - Math.max(...answered) : null,
      };
    });
    if (new URL(page.url()).pathname !== opts.path.split('?')[0]) {
      throw new Error(`${opts.path} ended on ${page.url()} (not signed in?)`);
    }
    return { lcpMs, scripts: done, readyMs, chartDrawMs };
  } finally {
    await context.close();
  }
}
