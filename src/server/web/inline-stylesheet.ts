import { readFileSync } from 'node:fs';
import path from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;
/** A font face that covers Basic Latin (`U+??` is U+0000-00FF): the one the page's words are drawn with. */
const LATIN_FACE = /@font-face\{[^}]*?src:url\((\/assets\/[^)]+\.woff2)\)[^}]*?unicode-range:U\+\?\?[,;}]/g;

/**
 * The template of the pages rendered on the server (docs/decisions/012): their stylesheets written into the page,
 * so the first paint needs the HTML alone, not a second request that the page cannot paint without; and the Latin
 * text font asked for with the scripts, not once the page has been laid out (a trace of / showed the first paint
 * drawing no text until that font had arrived). The app shell keeps its links: its text is drawn after its scripts
 * have run, and a signed-in screen reads the stylesheet from the browser's cache.
 */
export function inlineStylesheets(template: string, webDir: string): string {
  const fonts = new Set<string>();
  const html = template.replace(STYLESHEET_LINK, (link, file: string) => {
    const css = readFileSync(path.join(webDir, file), 'utf8');
    // A stylesheet never holds "</style" in this app; were it to, a link is safer than a broken page.
    if (/<\/style/i.test(css)) return link;
    for (const face of css.matchAll(LATIN_FACE)) fonts.add(face[1]!);
    return `<style>${css}</style>`;
  });
  const preloads = [...fonts].map(
    (href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`,
  );
  return html.replace('</head>', `${preloads.join('')}</head>`);
}
