// The storefront routes: maps a request to a reply from the store's catalogue. Faults are applied by handler.ts.

import { safeDecode } from './http-headers.ts';
import { HTML_PAGE_SIZE } from './best-selling.ts';
import {
  collectionPage,
  errorPage,
  homePage,
  notFoundPage,
  passwordPage,
  productPage,
  type PageShop,
} from './html-pages.ts';
import { CAP_ERROR, pageSlice, parsePaging } from './pagination.ts';
import { productsPageJson } from './serialize-listing.ts';
import { OWN_IMAGE_PATH, SVG_TYPE, productImageSvg } from './product-images.ts';
import { productJs } from './serialize-product-js.ts';
import { productOldJson } from './serialize-product-json.ts';
import { collectionsJson, metaJson } from './serialize-shop.ts';
import { robotsTxt } from './sitemap.ts';
import type { FakeStore } from './store.ts';
import type { FakeProduct, Format } from './types.ts';

export const JSON_TYPE = 'application/json; charset=utf-8';
export const JS_TYPE = 'text/javascript; charset=utf-8';
export const HTML_TYPE = 'text/html; charset=utf-8';
const XML_TYPE = 'application/xml; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';

export interface Reply {
  status: number;
  contentType: string;
  body: string;
  headers?: Record<string, string>;
  /** A JSON data route (products, collections, meta, .json, .js): the fault modes apply to these. */
  data?: boolean;
}

export interface RouteContext {
  store: FakeStore;
  pathname: string;
  query: URLSearchParams;
  /** http://host[:port] as the request addressed the store. */
  origin: string;
  host: string;
  format: Format;
  /** The request used Host {slug}.myshopify.com (disabled products.json still answers there). */
  viaMyshopifyDomain: boolean;
}

export const pageShop = (store: FakeStore, currency: string): PageShop => ({
  name: store.name,
  myshopifyDomain: store.myshopifyDomain,
  currency,
  shopId: store.shopId,
  cdnPath: store.cdnPath,
  footprint: store.footprint,
});

const json = (body: string, status = 200): Reply => ({ status, contentType: JSON_TYPE, body, data: true });
const html = (body: string, status = 200): Reply => ({ status, contentType: HTML_TYPE, body });
const xml = (body: string): Reply => ({ status: 200, contentType: XML_TYPE, body });

function listing(ctx: RouteContext, products: readonly FakeProduct[]): Reply {
  const { store } = ctx;
  if (store.faults.mode === 'products-json-disabled' && !ctx.viaMyshopifyDomain) {
    const status = store.faults.modeOptions.status ?? 404;
    return html(
      status === 404 ? notFoundPage(pageShop(store, ctx.format.currency)) : errorPage(status),
      status,
    );
  }
  const paging = parsePaging(ctx.query);
  if (paging.overCap) return json(CAP_ERROR, store.capStatus);
  return json(productsPageJson(pageSlice(products, paging), ctx.format));
}

function productRoute(ctx: RouteContext, handle: string, ext: string): Reply {
  const product = ctx.store.catalogue.byHandleOrUndefined(handle);
  const shop = pageShop(ctx.store, ctx.format.currency);
  if (!product) return html(notFoundPage(shop), 404);
  if (ext === '.json') return json(productOldJson(product, ctx.format));
  if (ext === '.js') return { ...json(productJs(product, ctx.format)), contentType: JS_TYPE };
  return html(productPage(shop, product));
}

/** Picture n of a product, when the product has that many (product-images.ts). */
function ownImage(ctx: RouteContext, handle: string, n: number): Reply {
  const product = ctx.store.catalogue.byHandleOrUndefined(handle);
  if (!product || n < 1 || n > product.images.length) {
    return html(notFoundPage(pageShop(ctx.store, ctx.format.currency)), 404);
  }
  return {
    status: 200,
    contentType: SVG_TYPE,
    body: productImageSvg(product.title, product.handle, n),
    headers: { 'cache-control': 'public, max-age=86400' },
  };
}

/** The all-products collection in the order asked for (sort_by=best-selling), as the JSON or the HTML serves it. */
function sortedAll(ctx: RouteContext, json: boolean): readonly FakeProduct[] {
  const { store } = ctx;
  if (ctx.query.get('sort_by') !== 'best-selling') return store.products;
  if (json && store.bestSelling.mode !== 'honoured') return store.products;
  return store.bestSelling.order(store.products);
}

function allCollectionPage(ctx: RouteContext): Reply {
  const shop = pageShop(ctx.store, ctx.format.currency);
  if (ctx.store.bestSelling.mode === 'unreadable') return html(notFoundPage(shop), 404);
  const products = sortedAll(ctx, false);
  const rawPage = Number.parseInt(ctx.query.get('page') ?? '', 10);
  const page = Number.isNaN(rawPage) || rawPage < 1 ? 1 : rawPage;
  const slice = products.slice((page - 1) * HTML_PAGE_SIZE, page * HTML_PAGE_SIZE);
  const sort = ctx.query.get('sort_by');
  const next =
    page * HTML_PAGE_SIZE < products.length
      ? `/collections/all?${sort ? `sort_by=${encodeURIComponent(sort)}&` : ''}page=${page + 1}`
      : null;
  return html(collectionPage(shop, 'Products', slice, next));
}

export function route(ctx: RouteContext): Reply {
  const { store, pathname: path, format } = ctx;
  const shop = pageShop(store, format.currency);
  if (path === '/' || path === '') return html(homePage(shop, store.products.slice(0, 24)));
  if (path === '/products.json') return listing(ctx, store.products);
  if (path === '/collections/all/products.json') return listing(ctx, sortedAll(ctx, true));
  if (path === '/collections/all') return allCollectionPage(ctx);
  const collection = /^\/collections\/([^/]+)\/products\.json$/.exec(path);
  if (collection) {
    const c = store.collections.get(safeDecode(collection[1] as string));
    return c ? listing(ctx, store.collections.productsOf(c)) : json('{"errors":"Not Found"}', 404);
  }
  if (path === '/collections.json') {
    const paging = parsePaging(ctx.query);
    return json(collectionsJson(pageSlice(store.collections.list(), paging), format));
  }
  if (path === '/meta.json') {
    return json(
      metaJson({
        shopId: store.shopId,
        name: store.name,
        ...{ city: 'Portland', province: 'Oregon', country: 'US', currency: store.currency },
        domain: store.options.domain ?? ctx.host,
        url: store.options.domain ? `https://${store.options.domain}` : ctx.origin,
        myshopifyDomain: store.myshopifyDomain,
        description: `${store.name}: thoughtfully made goods, shipped fast.`,
        shipsToCountries: ['US', 'CA', 'GB', 'AU', 'DE'],
        collectionsCount: store.collections.list().length,
        productsCount: store.products.length,
      }),
    );
  }
  const product = /^\/products\/([^/]+?)(\.json|\.js)?$/.exec(path);
  if (product) return productRoute(ctx, safeDecode(product[1] as string), product[2] ?? '');
  if (path === '/sitemap.xml') return xml(store.sitemaps.index(ctx.origin, format));
  if (/^\/sitemap_products_\d+\.xml$/.test(path)) {
    const body = store.sitemaps.products(ctx.origin, ctx.query, format);
    return body === null ? { status: 400, contentType: TEXT_TYPE, body: 'Bad Request\n' } : xml(body);
  }
  if (path === '/sitemap_pages_1.xml')
    return xml(store.sitemaps.simple(ctx.origin, ['/pages/about', '/pages/contact']));
  if (path === '/sitemap_collections_1.xml') {
    return xml(
      store.sitemaps.simple(
        ctx.origin,
        store.collections.list().map((c) => `/collections/${c.handle}`),
      ),
    );
  }
  if (path === '/sitemap_blogs_1.xml') return xml(store.sitemaps.simple(ctx.origin, ['/blogs/news']));
  const image = OWN_IMAGE_PATH.exec(path);
  if (image) return ownImage(ctx, safeDecode(image[1] as string), Number(image[2]));
  if (path === '/robots.txt') return { status: 200, contentType: TEXT_TYPE, body: robotsTxt(ctx.origin) };
  if (path === '/password') {
    if (store.faults.mode === 'password') return html(passwordPage(shop));
    return { ...html('', 302), headers: { location: `${ctx.origin}/` } };
  }
  return html(notFoundPage(shop), 404);
}
