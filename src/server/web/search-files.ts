import type { TWebRenderer } from '@shared/contracts/web-render';

/** A route pattern as a robots.txt path: params and splats become "*". */
const robotsPath = (pattern: string) => pattern.replace(/\/\*$/, '').replace(/:[^/]+/g, '*');

/**
 * robots.txt: the public pages allowed, the API and every other page of the app (signed-in screens, sign-in,
 * private reports) disallowed; the lists come from the web app's own route table.
 */
export function robotsTxt(renderer: TWebRenderer, appUrl: string): string {
  const publicPaths = new Set(renderer.publicPages.filter((p) => p.indexed).map((p) => p.path));
  const allow = [...publicPaths].map((p) => `Allow: ${p === '/' ? '/$' : p}`);
  const disallow = ['/api', ...renderer.routePatterns.filter((p) => !publicPaths.has(p)).map(robotsPath)].map(
    (p) => `Disallow: ${p}`,
  );
  return ['User-agent: *', ...allow, ...disallow, '', `Sitemap: ${appUrl}/sitemap.xml`, ''].join('\n');
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: every indexed public page on APP_URL. */
export function sitemapXml(renderer: TWebRenderer, appUrl: string): string {
  const urls = renderer.publicPages
    .filter((p) => p.indexed)
    .map((p) => `  <url><loc>${escapeXml(`${appUrl}${p.path === '/' ? '/' : p.path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
