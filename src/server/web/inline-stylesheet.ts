import { readFileSync } from 'node:fs';
import path from 'node:path';

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g;

/**
 * The template of the pages rendered on the server with their stylesheets written into the page: the first paint
 * needs the HTML alone, not a second request that the page cannot paint without (docs/decisions/012). The app
 * shell keeps its links, so a signed-in screen reads the stylesheet from the browser's cache.
 */
export function inlineStylesheets(template: string, webDir: string): string {
  return template.replace(STYLESHEET_LINK, (_link, file: string) => {
    const css = readFileSync(path.join(webDir, file), 'utf8');
    // A stylesheet never holds "</style" in this app; were it to, a link is safer than a broken page.
    return /<\/style/i.test(css) ? _link : `<style>${css}</style>`;
  });
}
