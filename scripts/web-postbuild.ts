// After `vite build`: the link-preview images of the public pages and a brotli and a gzip copy of every text file,
// so the server sends them compressed without compressing on each request (docs/architecture.md: Serving the web app).
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { TWebRenderer } from '../src/shared/contracts/web-render.ts';
import { PAINT_FIRST_BOOT } from '../src/shared/web/paint-first.ts';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * Replaces the entry's script tag in the built index.html with a modulepreload of it and the paint-first boot
 * (src/shared/web/paint-first.ts): the entry is fetched as before and run after the server's HTML has painted.
 */
export function paintFirst(indexFile: string): void {
  const html = readFileSync(indexFile, 'utf8');
  const match = ENTRY_SCRIPT.exec(html);
  if (!match) throw new Error(`${indexFile}: no entry script tag to replace`);
  writeFileSync(
    indexFile,
    html.replace(
      match[0],
      `<link rel="modulepreload" crossorigin href="${match[1]}" data-entry>\n    <script type="module">${PAINT_FIRST_BOOT}</script>`,
    ),
  );
}

const TEXT_FILE = /\.(?:js|mjs|css|svg|html|json|txt|xml|webmanifest)$/;

/** Writes name.br and name.gz beside each text file of dir worth compressing; returns how many. */
export function precompress(dir: string): number {
  let count = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      count += precompress(file);
      continue;
    }
    if (!TEXT_FILE.test(entry.name) || statSync(file).size < 256) continue;
    const body = readFileSync(file);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: constants.Z_BEST_COMPRESSION }));
    count++;
  }
  return count;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The widest a line of the card may be: the card's width less its margins. */
const LINE_WIDTH = 1200 - 2 * 88;
const TITLE_SIZE = 68;
const SUBTITLE_SIZE = 36;

/** The 1200×630 card of one page: the brand, the page's title and a line under it (sizes in px, see fitSize). */
export function previewSvg(
  card: { title: string; subtitle: string },
  sizes = { title: TITLE_SIZE, subtitle: SUBTITLE_SIZE },
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="#eef2ff"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <rect x="0" y="0" width="16" height="630" fill="#4f46e5"/>
  <circle cx="124" cy="128" r="36" fill="#4f46e5"/>
  <circle cx="124" cy="128" r="16" fill="none" stroke="#ffffff" stroke-width="6"/>
  <text x="180" y="145" font-family="Inter" font-weight="700" font-size="48" fill="#111827">Rivalwatch</text>
  <text x="88" y="330" font-family="Inter" font-weight="700" font-size="${sizes.title}" fill="#111827">${escapeXml(card.title)}</text>
  <text x="88" y="410" font-family="Inter" font-weight="400" font-size="${sizes.subtitle}" fill="#4b5563">${escapeXml(card.subtitle)}</text>
  <text x="88" y="560" font-family="Inter" font-weight="400" font-size="28" fill="#4f46e5">Competitor monitoring for Shopify store owners</text>
</svg>`;
}

/** Renders each public page's preview image into dist/web (PNG, 1200×630), with Inter from node_modules. */
export async function makePreviewImages(root: string, ssrEntry: string): Promise<number> {
  const renderer = (await import(pathToFileURL(ssrEntry).href)) as TWebRenderer;
  const { Resvg } = await import('@resvg/resvg-js');
  const require = createRequire(path.join(root, 'package.json'));
  const fontDir = path.dirname(require.resolve('@expo-google-fonts/inter/package.json'));
  const fontFiles = ['400Regular/Inter_400Regular.ttf', '700Bold/Inter_700Bold.ttf'].map((f) =>
    path.join(fontDir, f),
  );
  const font = { loadSystemFonts: false, fontFiles, defaultFontFamily: 'Inter' };
  /** The font size at which a line fits LINE_WIDTH: the given size, or smaller as measured by resvg. */
  const fitSize = (text: string, size: number, weight: number) => {
    const probe = `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="200"><text x="0" y="150" font-family="Inter" font-weight="${weight}" font-size="${size}">${escapeXml(text)}</text></svg>`;
    const width = new Resvg(probe, { font }).getBBox()?.width ?? 0;
    return width > LINE_WIDTH ? Math.floor((size * LINE_WIDTH) / width) : size;
  };
  for (const card of renderer.previewCards) {
    const sizes = {
      title: fitSize(card.title, TITLE_SIZE, 700),
      subtitle: fitSize(card.subtitle, SUBTITLE_SIZE, 400),
    };
    const png = new Resvg(previewSvg(card, sizes), { fitTo: { mode: 'width', value: 1200 }, font })
      .render()
      .asPng();
    const file = path.join(root, 'dist/web', card.image);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, png);
  }
  return renderer.previewCards.length;
}
