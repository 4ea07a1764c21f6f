// What the home page shows a store runs on: the theme it declares (Shopify.theme) and the scripts of its apps
// and pixels, as app embeds (theme app extensions), plain script elements or the asyncLoad list that Shopify
// writes for script-tag apps. Tests change them to prove that a theme switch or an app added or removed is read.

export interface FakeTheme {
  name: string;
  id: number;
  themeStoreId: number | null;
  schemaName: string | null;
  schemaVersion: string | null;
}

export interface FakeAppScript {
  src: string;
  /** How the page loads it: an app embed or pixel's script element, or Shopify's asyncLoad list (script tags). */
  via: 'script' | 'async-load';
}

export interface FakeFootprint {
  theme: FakeTheme;
  scripts: FakeAppScript[];
}

export const defaultFootprint = (): FakeFootprint => ({
  theme: { name: 'Dawn', id: 1234567890, themeStoreId: 887, schemaName: 'Dawn', schemaVersion: '15.0.0' },
  scripts: [],
});

const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The Shopify.theme line of the page's inline script. */
export function themeLine(theme: FakeTheme): string {
  return `Shopify.theme = ${JSON.stringify({
    name: theme.name,
    id: theme.id,
    schema_name: theme.schemaName,
    schema_version: theme.schemaVersion,
    theme_store_id: theme.themeStoreId,
    role: 'main',
  })};`;
}

/** The app scripts of <head>: script elements, then the asyncLoad function with its list of addresses. */
export function appScripts(scripts: readonly FakeAppScript[]): string {
  const elements = scripts
    .filter((s) => s.via === 'script')
    .map((s) => `  <script src="${attr(s.src)}" defer="defer"></script>`);
  const asyncUrls = scripts.filter((s) => s.via === 'async-load').map((s) => s.src);
  if (asyncUrls.length > 0) {
    const list = JSON.stringify(asyncUrls).replace(/\//g, '\\/').replace(/</g, '\\u003c');
    elements.push(
      `  <script>(function() { function asyncLoad() { var urls = ${list}; for (var i = 0; i < urls.length; i++) { var s = document.createElement('script'); s.async = true; s.src = urls[i]; document.head.appendChild(s); } } window.addEventListener('load', asyncLoad, false); })();</script>`,
    );
  }
  return elements.join('\n');
}
