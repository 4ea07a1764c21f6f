/**
 * Apps and pixels that leave a footprint on a Shopify storefront's HTML, by the host their scripts load from or the
 * handle of their theme app extension (`/extensions/<uuid>/<handle>-<version>/assets/...`). Data, easy to extend:
 * add an entry with an `example` script address, and `known-apps.test.ts` checks that the example is recognised as
 * that app and as no other. A host that no entry names is reported as unknown, never guessed.
 */
export type TAppCategory =
  | 'Reviews'
  | 'Email & SMS'
  | 'Upsell & bundles'
  | 'Subscriptions'
  | 'Loyalty & referrals'
  | 'Support chat'
  | 'Popups & forms'
  | 'Search & filters'
  | 'Translation & currency'
  | 'Payments messaging'
  | 'Analytics'
  | 'Advertising pixel';

export type TKnownApp = {
  name: string;
  category: TAppCategory;
  /** Script hosts; a subdomain of one matches too. */
  hosts?: readonly string[];
  /** Theme app extension handles (the part of the extension path before its version). */
  extensions?: readonly string[];
  /** A script address this app's storefront footprint uses: the test of this entry. */
  example: string;
};

export const KNOWN_APPS: readonly TKnownApp[] = [
  {
    name: 'Judge.me Reviews',
    category: 'Reviews',
    hosts: ['judge.me', 'judgeme.imgix.net'],
    extensions: ['judgeme-product-reviews', 'judgeme'],
    example: 'https://cdn.judge.me/widget_preloader.js',
  },
  {
    name: 'Yotpo',
    category: 'Reviews',
    hosts: ['yotpo.com'],
    extensions: ['yotpo-reviews', 'yotpo-product-reviews'],
    example: 'https://cdn-widgetsrepository.yotpo.com/v1/loader/abc123',
  },
  {
    name: 'Loox',
    category: 'Reviews',
    hosts: ['loox.io'],
    example: 'https://loox.io/widget/loox.js?shop=x.myshopify.com',
  },
  {
    name: 'Okendo',
    category: 'Reviews',
    hosts: ['okendo.io'],
    example: 'https://cdn-static.okendo.io/reviews-widget-plus/js/okendo-reviews.js',
  },
  {
    name: 'Stamped',
    category: 'Reviews',
    hosts: ['stamped.io'],
    example: 'https://cdn1.stamped.io/files/widget.min.js',
  },
  {
    name: 'Klaviyo',
    category: 'Email & SMS',
    hosts: ['klaviyo.com'],
    extensions: ['klaviyo-email-marketing-sms', 'klaviyo'],
    example: 'https://static.klaviyo.com/onsite/js/klaviyo.js?company_id=AbC123',
  },
  {
    name: 'Omnisend',
    category: 'Email & SMS',
    hosts: ['omnisnippet1.com', 'omnisend.com'],
    example: 'https://omnisnippet1.com/inshop/launcher-v2.js',
  },
  {
    name: 'Attentive',
    category: 'Email & SMS',
    hosts: ['attn.tv'],
    example: 'https://cdn.attn.tv/shop/dtag.js',
  },
  {
    name: 'Postscript',
    category: 'Email & SMS',
    hosts: ['postscript.io'],
    example: 'https://sdk.postscript.io/sdk.bundle.js?shopId=1',
  },
  {
    name: 'Privy',
    category: 'Popups & forms',
    hosts: ['privy.com'],
    example: 'https://widget.privy.com/assets/widget.js',
  },
  {
    name: 'Rebuy',
    category: 'Upsell & bundles',
    hosts: ['rebuyengine.com'],
    example: 'https://cdn.rebuyengine.com/onsite/js/rebuy.js?shop=x.myshopify.com',
  },
  {
    name: 'Bold',
    category: 'Upsell & bundles',
    hosts: ['boldapps.net', 'boldcommerce.com'],
    example: 'https://static.boldcommerce.com/bold-platform/sf/pr.js',
  },
  {
    name: 'Recharge',
    category: 'Subscriptions',
    hosts: ['rechargecdn.com', 'rechargeapps.com'],
    example: 'https://static.rechargecdn.com/assets/js/widget.min.js',
  },
  {
    name: 'Smile.io',
    category: 'Loyalty & referrals',
    hosts: ['smile.io', 'sweettooth.io'],
    example: 'https://js.smile.io/v1/smile-shopify.js',
  },
  {
    name: 'Gorgias',
    category: 'Support chat',
    hosts: ['gorgias.chat', 'gorgias.io'],
    example: 'https://config.gorgias.chat/bundle-loader/01ABC',
  },
  {
    name: 'Tidio',
    category: 'Support chat',
    hosts: ['tidio.co'],
    example: 'https://code.tidio.co/abcdef.js',
  },
  {
    name: 'Searchanise',
    category: 'Search & filters',
    hosts: ['searchanise.io', 'searchanise.com', 'searchserverapi.com', 'searchserverapi1.com'],
    example: 'https://searchserverapi.com/widgets/shopify/init.js?a=1',
  },
  {
    name: 'Boost Search & Filter',
    category: 'Search & filters',
    hosts: ['boostcommerce.io', 'boostcommerce.net', 'mybcapps.com'],
    example: 'https://services.mybcapps.com/bc-sf-filter/init.js',
  },
  {
    name: 'Weglot',
    category: 'Translation & currency',
    hosts: ['weglot.com'],
    example: 'https://cdn.weglot.com/weglot.min.js',
  },
  {
    name: 'Afterpay messaging',
    category: 'Payments messaging',
    hosts: ['afterpay.com'],
    example: 'https://js.afterpay.com/afterpay-1.x.js',
  },
  {
    name: 'Klarna messaging',
    category: 'Payments messaging',
    hosts: ['klarna.com', 'klarnaservices.com'],
    example: 'https://js.klarna.com/web-sdk/v1/klarna.js',
  },
  {
    name: 'Google Tag Manager',
    category: 'Analytics',
    hosts: ['googletagmanager.com'],
    example: 'https://www.googletagmanager.com/gtag/js?id=G-ABC123',
  },
  {
    name: 'Hotjar',
    category: 'Analytics',
    hosts: ['hotjar.com'],
    example: 'https://static.hotjar.com/c/hotjar-123.js?sv=6',
  },
  {
    name: 'Microsoft Clarity',
    category: 'Analytics',
    hosts: ['clarity.ms'],
    example: 'https://www.clarity.ms/tag/abc123',
  },
  {
    name: 'Meta Pixel',
    category: 'Advertising pixel',
    hosts: ['connect.facebook.net'],
    example: 'https://connect.facebook.net/en_US/fbevents.js',
  },
  {
    name: 'TikTok Pixel',
    category: 'Advertising pixel',
    hosts: ['analytics.tiktok.com'],
    example: 'https://analytics.tiktok.com/i18n/pixel/events.js',
  },
  {
    name: 'Pinterest Tag',
    category: 'Advertising pixel',
    hosts: ['s.pinimg.com'],
    example: 'https://s.pinimg.com/ct/core.js',
  },
  {
    name: 'Snap Pixel',
    category: 'Advertising pixel',
    hosts: ['sc-static.net'],
    example: 'https://sc-static.net/scevent.min.js',
  },
];
