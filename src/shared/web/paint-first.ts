/**
 * The page's only inline script, put in place of the entry's script tag by the web build (scripts/web-postbuild.ts),
 * and allowed by its hash in the Content-Security-Policy (src/server/app.ts). On a page the server rendered
 * (`#root` has content) it waits for the first paint before it runs the app, so the HTML shows while the scripts
 * are evaluated instead of after (docs/decisions/012-light-first-load.md); an empty shell runs the app at once.
 * The entry is the modulepreload link marked data-entry: fetched from the first byte, run here. A rendered page
 * preloads nothing else (src/server/web/rendered-page-template.ts): the entry's chunks are asked for once it runs.
 * Keep it one constant: its text is what the CSP hash covers.
 */
export const PAINT_FIRST_BOOT =
  "if(document.getElementById('root').hasChildNodes())await new Promise(r=>requestAnimationFrame(()=>setTimeout(r)));" +
  "await import(document.querySelector('link[data-entry]').href);";
