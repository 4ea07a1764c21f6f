// One Chromium per journey file, a fresh context (cookies, storage) per test, numbered screenshots of the
// steps worth seeing, and a full-page screenshot plus the browser console when a test fails.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHROMIUM_ARGS } from './chromium-args.ts';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { appUrl, artifactsDir, chromiumPath } from './context.ts';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);

export type TJourney = {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Saves e2e/artifacts/<journey>/<NN>-<label>.png */
  shot(label: string): Promise<void>;
};

export function useJourney(
  name: string,
  opts: { viewport?: { width: number; height: number } } = {},
): TJourney {
  const dir = () => path.join(artifactsDir(), slug(name));
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let step = 0;
  let consoleLines: string[] = [];

  beforeAll(async () => {
    mkdirSync(dir(), { recursive: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  beforeEach(async () => {
    context = await browser!.newContext({
      baseURL: appUrl(),
      viewport: opts.viewport ?? { width: 1440, height: 900 },
    });
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(45_000); // the first load of a cold app is slow
    page = await context.newPage();
    step = 0;
    consoleLines = [];
    page.on('console', (m) => consoleLines.push(`[${m.type()}] ${m.text()}`));
    page.on('pageerror', (e) => consoleLines.push(`[pageerror] ${e.stack ?? e.message}`));
    page.on('requestfailed', (r) =>
      consoleLines.push(`[requestfailed] ${r.method()} ${r.url()} ${r.failure()?.errorText}`),
    );
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail' && page) {
      const base = path.join(dir(), `FAILED-${slug(task.name)}`);
      await page.screenshot({ path: `${base}.png`, fullPage: true }).catch(() => {});
      writeFileSync(`${base}.console.txt`, `${page.url()}\n\n${consoleLines.join('\n')}\n`);
      console.error(`Screenshot of the failure: ${base}.png (browser console in ${base}.console.txt)`);
    }
    await context?.close();
    context = undefined;
    page = undefined;
  });

  return {
    get page() {
      if (!page) throw new Error('The page exists only inside a test.');
      return page;
    },
    get context() {
      if (!context) throw new Error('The browser context exists only inside a test.');
      return context;
    },
    async shot(label) {
      step += 1;
      const file = path.join(dir(), `${String(step).padStart(2, '0')}-${slug(label)}.png`);
      await page!.screenshot({ path: file, fullPage: true });
    },
  };
}
