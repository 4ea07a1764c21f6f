import { readFileSync } from 'node:fs';
import path from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;
/** The chunks the entry imports, preloaded by the build's index.html; the entry's own link is marked data-entry. */
const CHUNK_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">/g;

/**
 * The template of the pages rendered on the server (docs/decisions/012), made from the app shell's: what the first
 * paint of a rendered page waits for is the HTML alone.
 * - Its stylesheets are written into the page, not a second request the page cannot paint without.
 * - The chunks the entry imports are not preloaded in the head: the paint-first boot imports the entry after the
 *   first paint, and the browser asks for its chunks then. Preloaded, they were fetched and compiled while the page
 *   waited to paint: with the font preload below, they held the first paint of / about 40 ms (424 → 384 ms).
 * - No font is preloaded: the text is drawn at once in the fallback font and redrawn in Inter when it arrives
 *   (`font-display: swap`); a preloaded font held the first paint until it came.
 * The app shell keeps its links: its text is drawn after its scripts have run, and a signed-in screen reads the
 * stylesheet from the browser's cache.
 */
export function renderedPageTemplate(shellTemplate: string, webDir: string): string {
  return shellTemplate.replace(CHUNK_PRELOAD, '').replace(STYLESHEET_LINK, (link, file: string) => {
    const css = readFileSync(path.join(webDir, file), 'utf8');
    // A stylesheet never holds "</style" in this app; were it to, a link is safer than a broken page.
    if (/<\/style/i.test(css)) return link;
    return `<style>${css}</style>`;
  });
}
