// A labelled set for product matching (docs/product-rules.md R126): an own store's catalogue and two
// competitors' that sell some of the same goods under shared SKUs (written differently: case, spaces, dashes),
// some under reworded titles with the retailer's own SKU, and look-alikes that are different goods. Tests and the
// matching accuracy bench stock fake stores with it (stockStore) and score matches against MATCH_LABELS.

import type { FakeProduct } from './types.ts';
import type { FakeStore } from './store.ts';

export interface CatalogueItem {
  /** Stable name of the item in this file (the labels refer to it). */
  key: string;
  title: string;
  vendor: string;
  productType: string;
  price: string;
  sku: string;
}

/** same_sku: the same goods under the same SKU; reworded: the same goods, other title and SKU; lookalike: different goods. */
export type MatchLabel = 'same_sku' | 'reworded' | 'lookalike';

export interface LabelledPair {
  own: string;
  rival: string;
  label: MatchLabel;
}

export const OWN_STORE = { name: 'My Own Goods', currency: 'USD' } as const;

export const OWN_CATALOGUE: CatalogueItem[] = [
  item('own-linen-blue-m', 'Linen Shirt – Blue / M', 'Tidewater', 'Shirts', '49.00', 'TW-LS-BLU-M'),
  item('own-linen-green-m', 'Linen Shirt – Green / M', 'Tidewater', 'Shirts', '49.00', 'TW-LS-GRN-M'),
  item('own-trail-42', 'Trail Runner Shoe – Black / 42', 'Northpeak', 'Shoes', '120.00', 'NP-TR-BLK-42'),
  item('own-beanie', 'Merino Wool Beanie – Charcoal', 'Fjellwear', 'Hats', '29.00', 'FW-BEANIE-CH'),
  item('own-tote', 'Canvas Tote Bag – Natural', 'Harbor & Co', 'Bags', '35.00', 'HC-TOTE-NAT'),
  item('own-mug', 'Ceramic Coffee Mug 350 ml – White', 'Kiln Studio', 'Kitchen', '18.00', 'KS-MUG-350-W'),
  item('own-down-l', 'Lightweight Down Jacket – Navy / L', 'Northpeak', 'Jackets', '189.00', 'NP-DJ-NVY-L'),
  item('own-yoga-4', 'Cork Yoga Mat 4 mm', 'Asana Goods', 'Fitness', '79.00', 'AG-CORK-4'),
  item('own-wallet', 'Leather Bifold Wallet – Brown', 'Harbor & Co', 'Accessories', '59.00', 'HC-WAL-BRN'),
  item(
    'own-bottle',
    'Insulated Water Bottle 750 ml – Sage',
    'Fjellwear',
    'Outdoor',
    '32.00',
    'FW-BTL-750-SG',
  ),
  item('own-rain-m', 'Packable Rain Jacket – Yellow / M', 'Tidewater', 'Jackets', '99.00', 'TW-RJ-YEL-M'),
  item('own-tee-white-l', 'Organic Cotton Tee – White / L', 'Tidewater', 'Shirts', '25.00', 'TW-TEE-WHT-L'),
  item(
    'own-sunglasses',
    'Polarized Sunglasses – Tortoise',
    'Solbright',
    'Accessories',
    '89.00',
    'SB-POL-TRT',
  ),
];

export const RIVAL_STORES = [
  {
    name: 'Harbor Street Supply',
    currency: 'USD',
    items: [
      item('hss-linen-blue-m', 'Blue Linen Shirt, Medium', 'Tidewater', 'Shirts', '45.00', 'HSS-10020'),
      item('hss-trail-42', 'Trail Runner – Black, EU 42', 'northpeak', 'Shoes', '129.00', 'np-tr-blk-42'),
      item(
        'hss-mug',
        'Kiln Studio Ceramic Mug, White (350ml)',
        'Kiln Studio',
        'Kitchen',
        '16.50',
        'KS MUG 350 W',
      ),
      item(
        'hss-wallet',
        'Bifold Wallet in Brown Leather',
        'Harbor & Co',
        'Accessories',
        '59.00',
        'HC-WAL-BRN',
      ),
      item('hss-beanie', 'Charcoal Merino Wool Beanie', 'Fjellwear', 'Hats', '27.00', 'HSS-10021'),
      item(
        'hss-down-l',
        'Lightweight Down Jacket, Navy, Large',
        'Northpeak',
        'Jackets',
        '199.00',
        'HSS-10022',
      ),
      item('hss-tote', 'Natural Canvas Tote Bag', 'Harbor & Co', 'Bags', '32.00', 'HSS-10023'),
      item(
        'hss-bottle',
        'Sage Insulated Water Bottle – 750 ml',
        'Fjellwear',
        'Outdoor',
        '30.00',
        'HSS-10024',
      ),
      item('hss-rain-m', 'Packable Rain Jacket – Yellow / M', 'Stormline', 'Jackets', '69.00', 'SL-RJ-YEL-M'),
      item('hss-yoga-6', 'Cork Yoga Mat 6 mm', 'Asana Goods', 'Fitness', '89.00', 'AG-CORK-6'),
      item(
        'hss-sunglasses',
        'Polarized Sunglasses – Black',
        'Solbright',
        'Accessories',
        '85.00',
        'HSS-10025',
      ),
      item('hss-tee-white-l', 'Slub Cotton Tee – White / L', 'Tidewater', 'Shirts', '24.00', 'HSS-10031'),
      item('hss-plate', 'Enamel Camping Plate', 'Campfire Co', 'Outdoor', '12.00', 'HSS-10030'),
    ],
  },
  {
    name: 'Alpen Handel',
    currency: 'EUR',
    items: [
      item('alp-linen-blue-m', 'Leinenhemd Blau M', 'Tidewater', 'Shirts', '42.00', 'TW-LS-BLU-M'),
      item('alp-trail-42', 'Trail Runner Shoe Black 42', 'Northpeak', 'Shoes', '115.00', 'NP TR BLK 42'),
      item('alp-stick', 'Wanderstock Carbon', 'Bergwerk', 'Outdoor', '64.00', 'BW-WS-C'),
    ],
  },
] as const satisfies readonly { name: string; currency: string; items: CatalogueItem[] }[];

/** Every pair a perfect matcher confirms or proposes (same_sku, reworded) or must not (lookalike). */
export const MATCH_LABELS: LabelledPair[] = [
  { own: 'own-trail-42', rival: 'hss-trail-42', label: 'same_sku' },
  { own: 'own-mug', rival: 'hss-mug', label: 'same_sku' },
  { own: 'own-wallet', rival: 'hss-wallet', label: 'same_sku' },
  { own: 'own-linen-blue-m', rival: 'alp-linen-blue-m', label: 'same_sku' },
  { own: 'own-trail-42', rival: 'alp-trail-42', label: 'same_sku' },
  { own: 'own-linen-blue-m', rival: 'hss-linen-blue-m', label: 'reworded' },
  { own: 'own-beanie', rival: 'hss-beanie', label: 'reworded' },
  { own: 'own-down-l', rival: 'hss-down-l', label: 'reworded' },
  { own: 'own-tote', rival: 'hss-tote', label: 'reworded' },
  { own: 'own-bottle', rival: 'hss-bottle', label: 'reworded' },
  { own: 'own-rain-m', rival: 'hss-rain-m', label: 'lookalike' },
  { own: 'own-yoga-4', rival: 'hss-yoga-6', label: 'lookalike' },
  { own: 'own-sunglasses', rival: 'hss-sunglasses', label: 'lookalike' },
  { own: 'own-linen-green-m', rival: 'hss-linen-blue-m', label: 'lookalike' },
  { own: 'own-tee-white-l', rival: 'hss-tee-white-l', label: 'lookalike' },
];

function item(
  key: string,
  title: string,
  vendor: string,
  productType: string,
  price: string,
  sku: string,
): CatalogueItem {
  return { key, title, vendor, productType, price, sku };
}

/**
 * Adds the items to a store (start it with `products: 0, variantsPerProduct: 1`): one variant each, with the
 * item's SKU and price. Returns the products by item key.
 */
export function stockStore(store: FakeStore, items: readonly CatalogueItem[]): Map<string, FakeProduct> {
  const byKey = new Map<string, FakeProduct>();
  for (const it of items) {
    const product = store.addProduct({
      title: it.title,
      vendor: it.vendor,
      productType: it.productType,
      price: it.price,
      compareAtPrice: null,
    });
    for (const v of product.variants) v.sku = it.sku;
    store.updateProduct(product.id, {});
    byKey.set(it.key, product);
  }
  return byKey;
}
