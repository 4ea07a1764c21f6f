// Pins what one listing page becomes, together with PAGE_DIGEST_VERSION (docs/decisions/008). A page whose bytes
// were seen before is not parsed again, so a change to what we keep from a page reaches stored catalogues only
// once the version moves. If this test fails because the output changed on purpose: bump PAGE_DIGEST_VERSION in
// storefront-request.ts, then update both below.
import { describe, expect, it } from 'vitest';
import { normalizeListingProduct } from './normalize-product';
import { parseJsonKeepingBigInts } from './parse-json';
import { PAGE_DIGEST_VERSION } from './storefront-request';

const PAGE = `{"products":[{"id":9007199254740993,"title":"Trail Runner","handle":"trail-runner",
  "body_html":"<p>Light &amp; fast.</p><ul><li>Grippy</li></ul>","published_at":"2025-03-01T09:00:00-05:00",
  "created_at":"2025-02-27T12:00:00-05:00","updated_at":"2026-10-06T11:00:20-05:00","vendor":"Northpeak",
  "product_type":"Shoes","tags":["sale"," trail "],"images":[{"src":"//cdn.shopify.com/s/files/1/trail.jpg"}],
  "variants":[{"id":41,"title":"8 / Blue","option1":"8","sku":"TR-8","price":"89.00","compare_at_price":"120.00",
  "available":true,"position":1},{"id":42,"title":"","option1":"9","option2":"Red","sku":"","price":"",
  "compare_at_price":null,"available":false,"position":2}],
  "options":[{"name":"Size","position":1,"values":["8","9"]},{"name":"Colour","position":2,"values":["Blue","Red"]}]}]}`;

describe('PAGE_DIGEST_VERSION', () => {
  it('moves whenever what a listing page becomes moves', () => {
    const raw = (parseJsonKeepingBigInts(PAGE) as { products: unknown[] }).products[0];
    expect({
      version: PAGE_DIGEST_VERSION,
      product: normalizeListingProduct(raw, 'https://shop.example'),
    }).toEqual({
      version: 'v2',
      product: {
        externalId: '9007199254740993',
        handle: 'trail-runner',
        title: 'Trail Runner',
        description: 'Light & fast.\nGrippy',
        vendor: 'Northpeak',
        productType: 'Shoes',
        tags: ['sale', 'trail'],
        imageUrl: 'https://cdn.shopify.com/s/files/1/trail.jpg',
        url: 'https://shop.example/products/trail-runner',
        createdAt: '2025-02-27T12:00:00-05:00',
        publishedAt: '2025-03-01T09:00:00-05:00',
        updatedAt: '2026-10-06T11:00:20-05:00',
        variants: [
          {
            externalId: '41',
            title: '8 / Blue',
            sku: 'TR-8',
            position: 1,
            price: '89.00',
            compareAtPrice: '120.00',
            available: true,
          },
          {
            externalId: '42',
            title: '9 / Red',
            sku: null,
            position: 2,
            price: null,
            compareAtPrice: null,
            available: false,
          },
        ],
        optionCombinations: 4,
      },
    });
  });
});
