// The catalogue as the fake store holds it. Times are epoch ms; ids are decimal strings (see ids.ts).

export interface FakeImage {
  id: string;
  createdAt: number;
  updatedAt: number;
  src: string;
  width: number;
  height: number;
  alt: string | null;
}

export interface FakeVariant {
  id: string;
  productId: string;
  /** Option values; null past the product's option count. */
  option1: string | null;
  option2: string | null;
  option3: string | null;
  sku: string;
  requiresShipping: boolean;
  taxable: boolean;
  /** Id of one of the product's images, or null. */
  imageId: string | null;
  available: boolean;
  /** Decimal string in major units ("7.99"); '' or null only when a test asks for it. */
  price: string | null;
  compareAtPrice: string | null;
  grams: number;
  createdAt: number;
  updatedAt: number;
}

export interface FakeProduct {
  id: string;
  title: string;
  handle: string;
  bodyHtml: string;
  publishedAt: number;
  createdAt: number;
  updatedAt: number;
  vendor: string;
  productType: string;
  tags: string[];
  /** 'Title' alone for a single Default Title variant. */
  optionNames: string[];
  variants: FakeVariant[];
  images: FakeImage[];
  /** Bumped on every change; serializers cache per revision. */
  rev: number;
}

export interface FakeCollection {
  id: string;
  handle: string;
  title: string;
  description: string;
  publishedAt: number;
  updatedAt: number;
  products: FakeProduct[];
}

/** How a response writes ids, times and money. Part of every serializer's cache key. */
export interface Format {
  offsetMinutes: number;
  hugeIds: boolean;
  idsAsStrings: boolean;
  /** Currency actually served and its rate from the base currency. */
  currency: string;
  rate: number;
  /** At most this many variants per product in the JSON answers (a high-variant product's listing is cut); null: all. */
  variantCap: number | null;
  /** Changes whenever any of the above changes. */
  key: string;
}
