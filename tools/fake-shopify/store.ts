// One fake store: its catalogue, shop identity, fault state, request log and the controls tests use.

import { BestSelling } from './best-selling.ts';
import { defaultFootprint, type FakeAppScript, type FakeFootprint, type FakeTheme } from './footprint.ts';
import { BotAuthVerifier, type BotAuthOptions } from './bot-auth-verify.ts';
import { slugify, type GenContext } from './catalogue-generate.ts';
import { CatalogueControls, type ProductInput } from './catalogue-controls.ts';
import { Catalogue } from './catalogue.ts';
import { Collections } from './collections.ts';
import { Faults, type FailOptions, type FakeMode, type ModeOptions, type ThrottleOptions } from './faults.ts';
import { emittedId, normalizeId, type IdLike } from './ids.ts';
import { RequestLog, type LoggedRequest, type RequestFilter } from './request-log.ts';
import { mixSeed, mulberry32, type Rng } from './rng.ts';
import { ownImageSrc } from './product-images.ts';
import { Sitemaps } from './sitemap.ts';
import { parseOffset } from './time.ts';
import type { FakeProduct, FakeVariant, Format } from './types.ts';

export interface FakeStoreOptions {
  name?: string;
  /** The myshopify subdomain (default: from the name); also answers on Host `{slug}.localhost` when host routing is on. */
  slug?: string;
  /** Catalogue size (default 50). */
  products?: number;
  /** Variants of every generated product, 1–100 (default 3). */
  variantsPerProduct?: number;
  /** Base currency (default USD). */
  currency?: string;
  seed?: number;
  /** Port of this store's own server (default 0: any free port). */
  port?: number;
  /** The shop's UTC offset in timestamps (default -05:00). */
  utcOffset?: string;
  /** Status of the 25,000 cap answer (default 400). */
  capStatus?: 400 | 200;
  /** Products per product sitemap (default 5000). */
  sitemapChunkSize?: number;
  /** Largest per-type collection before it is split (default 5000). */
  collectionMaxSize?: number;
  /** Shopify Markets: currency → rate from the base currency; cookie cart_currency picks one. */
  markets?: Record<string, number>;
  /** Currency served when the request pins none (a visitor geolocated elsewhere); default the base currency. */
  visitorCurrency?: string;
  /** meta.json domain (default: the Host the request used). */
  domain?: string;
  hugeIds?: boolean;
  idsAsStrings?: boolean;
  mode?: FakeMode;
  verifyBotAuth?: BotAuthOptions;
  /** Reference time for generated dates (default: now). */
  now?: number;
  /**
   * Serve product pictures from the store's own host (generated SVGs) instead of naming cdn.shopify.com, so
   * pictures show without internet (the demo). Applied when the store starts listening.
   */
  selfImages?: boolean;
}

export class FakeStore extends CatalogueControls {
  readonly name: string;
  readonly slug: string;
  readonly myshopifyDomain: string;
  readonly shopId: number;
  readonly cdnPath: string;
  readonly currency: string;
  readonly faults = new Faults();
  readonly log = new RequestLog();
  readonly collections: Collections;
  readonly sitemaps: Sitemaps;
  readonly botAuth: BotAuthVerifier | undefined;
  capStatus: 400 | 200;
  /** The theme and app scripts its home page shows (footprint.ts). */
  footprint: FakeFootprint = defaultFootprint();
  /** Its best-selling order and how its collection pages show it (best-selling.ts). */
  readonly bestSelling = new BestSelling();
  hugeIds: boolean;
  idsAsStrings: boolean;
  /** Set when the server listens: http://127.0.0.1:PORT, and its host:port. */
  url = '';
  hostPort = '';
  port = 0;
  /** http://{slug}.localhost:PORT on the shared host-routing server, when started. */
  hostUrl: string | undefined;
  protected rng: Rng;
  private cat: Catalogue;
  private readonly gen: GenContext;
  private readonly offsetMinutes: number;
  private variantCap: number | null = null;

  constructor(
    readonly options: FakeStoreOptions,
    index = 0,
  ) {
    super();
    const seed = options.seed ?? index + 1;
    this.name = options.name ?? `Fake Store ${index + 1}`;
    this.slug = options.slug ?? (slugify(this.name) || `store-${index + 1}`);
    this.myshopifyDomain = `${this.slug}.myshopify.com`;
    this.shopId = 55_000_000_000 + (mixSeed(seed, 7) % 1_000_000_000);
    this.cdnPath = String(this.shopId)
      .slice(1, 11)
      .replace(/(\d{4})(\d{4})(\d{2})/, '$1/$2/$3');
    this.currency = (options.currency ?? 'USD').toUpperCase();
    this.offsetMinutes = parseOffset(options.utcOffset ?? '-05:00');
    this.capStatus = options.capStatus ?? 400;
    this.hugeIds = options.hugeIds ?? false;
    this.idsAsStrings = options.idsAsStrings ?? false;
    this.rng = mulberry32(mixSeed(seed, 99));
    const variantsPerProduct = Math.max(1, Math.min(100, options.variantsPerProduct ?? 3));
    this.gen = {
      seed,
      variantsPerProduct,
      now: options.now ?? Date.now(),
      currency: this.currency,
      cdnPath: this.cdnPath,
    };
    this.cat = this.freshCatalogue();
    this.collections = new Collections(
      () => this.cat,
      options.collectionMaxSize ?? 5000,
      this.gen.now - 800 * 86_400_000,
    );
    this.sitemaps = new Sitemaps(() => this.cat, options.sitemapChunkSize ?? 5000);
    this.botAuth = options.verifyBotAuth ? new BotAuthVerifier(options.verifyBotAuth) : undefined;
    if (options.mode) this.faults.mode = options.mode;
  }

  /** Points every product picture, present and future, at this origin's /cdn/shop/files/ (selfImages). */
  serveImagesFrom(origin: string): void {
    this.gen.imageOrigin = origin;
    for (const product of this.cat.products) this.pointImages(product, origin);
  }

  private pointImages(product: FakeProduct, origin: string): void {
    product.images.forEach((image, k) => {
      image.src = ownImageSrc(origin, product.handle, k + 1, Math.floor(image.createdAt / 1000));
    });
    product.rev++;
  }

  /** As CatalogueControls.addProduct; the pictures follow a handle the input changed (selfImages). */
  override addProduct(input: ProductInput = {}): FakeProduct {
    const product = super.addProduct(input);
    if (this.gen.imageOrigin) this.pointImages(product, this.gen.imageOrigin);
    return product;
  }

  get catalogue(): Catalogue {
    return this.cat;
  }

  private freshCatalogue(): Catalogue {
    const catalogue = new Catalogue(this.gen);
    catalogue.setSize(this.options.products ?? 50);
    return catalogue;
  }

  /** The products in listing order (live array: do not mutate it directly). */
  get products(): readonly FakeProduct[] {
    return this.cat.products;
  }

  product(idOrHandle: IdLike): FakeProduct {
    return this.cat.byHandleOrUndefined(String(idOrHandle)) ?? this.cat.product(idOrHandle);
  }

  variant(id: IdLike): FakeVariant {
    return this.cat.variant(id).variant;
  }

  variantIds(): string[] {
    return this.cat.allVariants().map((v) => v.id);
  }

  /** An internal id as the store currently writes it (shifted above 2^53 in huge-id mode). */
  emittedId(id: IdLike): string {
    return emittedId(normalizeId(id), this.hugeIds);
  }

  /** Grows (generating products) or shrinks (dropping the last ones) the catalogue; 30,000 takes well under 1 s. */
  setCatalogSize(n: number): void {
    this.cat.setSize(n);
  }

  setMode(mode: FakeMode, options: ModeOptions = {}): void {
    this.faults.mode = mode;
    this.faults.modeOptions = options;
  }

  /** The next n requests (matching options.paths, if given) answer `status`, with Retry-After when given. */
  failNext(n: number, status: number, options: FailOptions = {}): void {
    this.faults.failNext(n, status, options);
  }

  setThrottle(throttle: ThrottleOptions | null): void {
    this.faults.throttle = throttle;
  }

  setLatency(ms: number): void {
    this.faults.latencyMs = ms;
  }

  /** Publishes another theme (a partial theme changes only what it names). */
  setTheme(theme: Partial<FakeTheme>): void {
    this.footprint.theme = { ...this.footprint.theme, ...theme };
  }

  /** Adds an app's script to the home page (an app embed or pixel by default). */
  addAppScript(src: string, via: FakeAppScript['via'] = 'script'): void {
    this.footprint.scripts.push({ src, via });
  }

  /** Removes every app script whose address contains `part`. */
  removeAppScript(part: string): void {
    this.footprint.scripts = this.footprint.scripts.filter((s) => !s.src.includes(part));
  }

  /**
   * Lists at most `cap` variants per product in the JSON answers, as Shopify's storefront does for a product with
   * more variants than its listings show (docs/shopify-storefront.md); null lists them all.
   */
  setVariantCap(cap: number | null): void {
    this.variantCap = cap;
  }

  setCapStatus(status: 400 | 200): void {
    this.capStatus = status;
  }

  emitIdsAsStrings(on: boolean): void {
    this.idsAsStrings = on;
  }

  emitHugeIds(on: boolean): void {
    this.hugeIds = on;
  }

  setCollectionEmpty(handle: string, empty: boolean): void {
    if (empty) this.collections.emptyHandles.add(handle);
    else this.collections.emptyHandles.delete(handle);
  }

  requests(filter?: RequestFilter | RegExp): LoggedRequest[] {
    return this.log.list(filter);
  }

  requestGaps(filter?: RequestFilter | RegExp): number[] {
    return this.log.gaps(filter);
  }

  minRequestGap(filter?: RequestFilter | RegExp): number {
    return this.log.minGap(filter);
  }

  get maxInFlight(): number {
    return this.log.maxInFlight;
  }

  clearRequests(): void {
    this.log.clear();
  }

  /** Back to the generated catalogue and options: faults, flags, quirks and the request log cleared. */
  reset(): void {
    this.cat = this.freshCatalogue();
    this.faults.reset();
    if (this.options.mode) this.faults.mode = this.options.mode;
    this.capStatus = this.options.capStatus ?? 400;
    this.hugeIds = this.options.hugeIds ?? false;
    this.idsAsStrings = this.options.idsAsStrings ?? false;
    this.collections.emptyHandles.clear();
    this.variantCap = null;
    this.footprint = defaultFootprint();
    this.bestSelling.reset();
    this.resetControls();
    this.log.clear();
  }

  /** Currency served for a request: a pinned cart_currency the store sells in, else the visitor default. */
  servedCurrency(cookieCurrency: string | undefined): string {
    const pinned = cookieCurrency?.toUpperCase();
    if (pinned && (pinned === this.currency || this.options.markets?.[pinned] !== undefined)) return pinned;
    return (this.options.visitorCurrency ?? this.currency).toUpperCase();
  }

  format(currency = this.currency): Format {
    const rate = currency === this.currency ? 1 : (this.options.markets?.[currency] ?? 1);
    const { offsetMinutes, hugeIds, idsAsStrings, variantCap } = this;
    const key = `${offsetMinutes}|${hugeIds}|${idsAsStrings}|${currency}|${rate}|${variantCap}`;
    return { offsetMinutes, hugeIds, idsAsStrings, currency, rate, variantCap, key };
  }
}
