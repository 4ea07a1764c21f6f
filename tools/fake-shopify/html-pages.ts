// HTML pages a storefront answers: home, product, password, 404, and the error pages of throttling and blocks.

import { appScripts, themeLine, type FakeFootprint } from './footprint.ts';
import { xmlEscape as esc } from './sitemap.ts';
import type { FakeProduct } from './types.ts';

export interface PageShop {
  name: string;
  myshopifyDomain: string;
  currency: string;
  shopId: number;
  cdnPath: string;
  footprint: FakeFootprint;
}

function layout(shop: PageShop, title: string, main: string): string {
  return `<!doctype html>
<html class="no-js" lang="en">
<head>
  <meta charset="utf-8">
  <title>${esc(title)}</title>
  <link rel="preconnect" href="https://cdn.shopify.com" crossorigin>
  <link href="//cdn.shopify.com/s/files/1/${shop.cdnPath}/t/4/assets/base.css?v=1" rel="stylesheet" type="text/css">
  <script src="//cdn.shopify.com/s/files/1/${shop.cdnPath}/t/4/assets/global.js?v=1" defer></script>
  <script>var Shopify = Shopify || {};
Shopify.shop = "${shop.myshopifyDomain}";
Shopify.locale = "en";
Shopify.currency = {"active":"${shop.currency}","rate":"1.0"};
Shopify.country = "US";
${themeLine(shop.footprint.theme)}
Shopify.cdnHost = "${shop.myshopifyDomain}/cdn";</script>
${appScripts(shop.footprint.scripts)}
  <script id="shopify-features" type="application/json">{"accessToken":"0000","betas":["rich-media-storefront-analytics"],"domain":"${shop.myshopifyDomain}","shopId":${shop.shopId}}</script>
</head>
<body>
${main}
</body>
</html>
`;
}

export function homePage(shop: PageShop, products: readonly FakeProduct[]): string {
  const items = products
    .map((p) => `    <li><a href="/products/${p.handle}">${esc(p.title)}</a></li>`)
    .join('\n');
  return layout(
    shop,
    shop.name,
    `  <h1>${esc(shop.name)}</h1>\n  <ul class="product-grid">\n${items}\n  </ul>`,
  );
}

/**
 * A collection page (Dawn-like): each product card links its product twice (picture and title) through the
 * collection's path, and a pagination link follows when there is a next page.
 */
export function collectionPage(
  shop: PageShop,
  title: string,
  products: readonly FakeProduct[],
  next: string | null,
): string {
  const cards = products
    .map(
      (p) =>
        `    <li class="grid__item"><a href="/collections/all/products/${p.handle}" class="card__media"></a>` +
        `<h3><a href="/collections/all/products/${p.handle}">${esc(p.title)}</a></h3></li>`,
    )
    .join('\n');
  const pager = next ? `\n  <nav class="pagination"><a href="${esc(next)}">Next</a></nav>` : '';
  return layout(
    shop,
    title,
    `  <h1>${esc(title)}</h1>\n  <ul id="product-grid" class="grid">\n${cards}\n  </ul>${pager}`,
  );
}

export function productPage(shop: PageShop, p: FakeProduct): string {
  return layout(
    shop,
    `${p.title} – ${shop.name}`,
    `  <h1 class="product__title">${esc(p.title)}</h1>\n  ${p.bodyHtml}`,
  );
}

export function passwordPage(shop: PageShop): string {
  return layout(
    shop,
    `${shop.name} – Opening soon`,
    `  <div class="password-page">
    <h1>Opening soon</h1>
    <p>This store is password protected. Use the password to enter the store.</p>
    <form method="post" action="/password" id="login_form" accept-charset="UTF-8" class="storefront-password-form">
      <input type="hidden" name="form_type" value="storefront_password"><input type="hidden" name="utf8" value="✓">
      <label for="Password">Enter store using password</label>
      <input type="password" name="password" id="Password" autocomplete="current-password">
      <button name="commit">Enter</button>
    </form>
    <p>Are you the store owner? <a href="/admin">Log in here</a></p>
  </div>`,
  );
}

export function notFoundPage(shop: PageShop): string {
  return layout(
    shop,
    `404 Not Found – ${shop.name}`,
    '  <h1>404 Page Not Found</h1>\n  <p>The page you were looking for does not exist.</p>',
  );
}

/** A plain HTML storefront page, used when a JSON route is made to answer HTML. */
export function plainHtmlPage(shop: PageShop): string {
  return layout(shop, shop.name, '  <h1>Welcome</h1>\n  <p>Browse our latest arrivals.</p>');
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  403: 'Access denied',
  404: 'Not Found',
  405: 'Method Not Allowed',
  429: 'Too Many Requests',
  430: 'Your connection needs to be verified',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? 'Error';
}

export function errorPage(status: number): string {
  const text = statusText(status);
  const detail =
    status === 430
      ? 'Please try again later. If you are the owner of this website, contact Shopify support.'
      : status === 429
        ? 'There was a problem loading this website. Please try again.'
        : 'Something went wrong.';
  return `<!doctype html>\n<html><head><meta charset="utf-8"><title>${text}</title></head>\n<body><h1>${text}</h1><p>${detail}</p></body></html>\n`;
}
