// /meta.json and /collections.json.

import { shopifyJson } from './json-writer.ts';
import { moneyFormat } from './money.ts';
import { idOut, timeOut } from './serialize-common.ts';
import type { FakeCollection, Format } from './types.ts';

export interface ShopInfo {
  shopId: number;
  name: string;
  city: string;
  province: string;
  country: string;
  currency: string;
  domain: string;
  url: string;
  myshopifyDomain: string;
  description: string;
  shipsToCountries: string[];
  collectionsCount: number;
  productsCount: number;
}

export function metaJson(shop: ShopInfo): string {
  return shopifyJson({
    id: shop.shopId,
    name: shop.name,
    city: shop.city,
    province: shop.province,
    country: shop.country,
    currency: shop.currency,
    domain: shop.domain,
    url: shop.url,
    myshopify_domain: shop.myshopifyDomain,
    description: shop.description,
    ships_to_countries: shop.shipsToCountries,
    money_format: moneyFormat(shop.currency),
    published_collections_count: shop.collectionsCount,
    published_products_count: shop.productsCount,
  });
}

export function collectionsJson(collections: readonly FakeCollection[], f: Format): string {
  return shopifyJson({
    collections: collections.map((c) => ({
      id: idOut(c.id, f),
      title: c.title,
      handle: c.handle,
      description: c.description,
      published_at: timeOut(c.publishedAt, f),
      updated_at: timeOut(c.updatedAt, f),
      image: null,
      products_count: c.products.length,
    })),
  });
}
