/** The id of the <script type="application/json"> holding the server render's query data (main.tsx reads it). */
export const STATE_ELEMENT_ID = 'rw-state';

export type THead = {
  title: string;
  description: string;
  /** Absolute URL on APP_URL; null on the 404 page. */
  canonical: string | null;
  /** Absolute URL of the 1200×630 preview image. */
  image: string | null;
  structuredData: Record<string, unknown> | null;
  noindex?: boolean;
};

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A page's <head> tags: title, description, canonical link, Open Graph and Twitter card, structured data.
 * The JSON-LD is a data block the browser never runs, so the content security policy needs no exception for it.
 */
export function headTags(head: THead): string {
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeAttr(value)}" />`;
  const tags = [
    `<title>${escapeAttr(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.canonical ? `<link rel="canonical" href="${escapeAttr(head.canonical)}" />` : '',
    meta('property', 'og:site_name', 'Rivalwatch'),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonical ? meta('property', 'og:url', head.canonical) : '',
    head.image ? meta('property', 'og:image', head.image) : '',
    head.image ? meta('property', 'og:image:width', '1200') : '',
    head.image ? meta('property', 'og:image:height', '630') : '',
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    head.image ? meta('name', 'twitter:image', head.image) : '',
    head.structuredData
      ? `<script type="application/ld+json">${JSON.stringify(head.structuredData).replace(/</g, '\\u003c')}</script>`
      : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}
