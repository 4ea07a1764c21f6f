import type { TPublicPageInfo } from '@shared/contracts/web-render';
import { paths } from '@web/lib/paths';

/** The public API answers the pages show (rendered with them on the server, seeded in the browser). */
export const PLANS = '/api/plans';
export const PUBLIC_CONFIG = '/api/config/public';
const STATUS = '/api/status';

type TPublicPage = TPublicPageInfo & {
  /** The words on the preview image. */
  card: { title: string; subtitle: string };
};

const image = (slug: string) => `/og/${slug}.png`;

/**
 * The public pages, rendered to HTML on the server for visitors who are not signed in (the sign-in page too, for a
 * fast first paint, but not indexed): one entry per page with
 * what describes it (title, description, preview image; its structured data is in structured-data.ts, which only
 * the server renders, so the browser's first load does not carry it). The page's own words stay in its
 * component; this table holds only what goes in <head>.
 */
export const publicPages: readonly TPublicPage[] = [
  {
    path: paths.home,
    title: "Rivalwatch: know what your competitors' Shopify stores change",
    description:
      "Rivalwatch watches your competitors' Shopify stores and tells you when they move prices, start a sale, launch a product or run out of stock.",
    data: [PLANS, PUBLIC_CONFIG],
    image: image('home'),
    indexed: true,
    card: {
      title: 'Know what your competitors change',
      subtitle: 'Price, launch, sale and stock alerts for Shopify',
    },
  },
  {
    path: paths.pricing,
    title: 'Plans & Pricing | Rivalwatch',
    description: 'Start free, upgrade when you watch more stores. Monthly billing, cancel any time.',
    data: [PLANS, PUBLIC_CONFIG],
    image: image('pricing'),
    indexed: true,
    card: { title: 'Plans & Pricing', subtitle: 'Start free, upgrade when you watch more stores' },
  },
  {
    path: paths.faq,
    title: 'Frequently Asked Questions | Rivalwatch',
    description: 'Plans, refresh times, alerts and your data, answered in plain words.',
    data: [PLANS, PUBLIC_CONFIG],
    image: image('faq'),
    indexed: true,
    card: { title: 'Frequently Asked Questions', subtitle: 'Plans, refresh times, alerts and your data' },
  },
  {
    path: paths.support,
    title: 'Support Center | Rivalwatch',
    description: 'Get set up, fix common problems, or reach our team.',
    data: [PLANS, PUBLIC_CONFIG],
    image: image('support'),
    indexed: true,
    card: { title: 'Support Center', subtitle: 'Guides, answers and how to reach us' },
  },
  {
    path: paths.contact,
    title: 'Contact Us | Rivalwatch',
    description: "Questions, problems or ideas? Send us a message and we'll get back to you within 24 hours.",
    data: [PUBLIC_CONFIG],
    image: image('contact'),
    indexed: true,
    card: { title: 'Contact Us', subtitle: 'We reply within 24 hours' },
  },
  {
    path: paths.privacy,
    title: 'Privacy Policy | Rivalwatch',
    description: 'What Rivalwatch collects, why, who it is shared with, and your rights over your data.',
    data: [PUBLIC_CONFIG],
    image: image('privacy'),
    indexed: true,
    card: { title: 'Privacy Policy', subtitle: 'What we collect, why, and your rights' },
  },
  {
    path: paths.status,
    title: 'System Status | Rivalwatch',
    description: 'The measured health of Rivalwatch: probes every minute, uptime, incidents and maintenance.',
    data: [STATUS, PUBLIC_CONFIG],
    image: image('status'),
    indexed: true,
    card: { title: 'System Status', subtitle: 'Measured by probes every minute' },
  },
  {
    path: paths.urlValidationDemo,
    title: 'URL Validation Demo | Rivalwatch',
    description: 'See whether Rivalwatch can track a store before you add it.',
    data: [PUBLIC_CONFIG],
    image: image('url-validation-demo'),
    indexed: true,
    card: { title: 'URL Validation Demo', subtitle: 'See whether Rivalwatch can track a store' },
  },
  {
    path: paths.auth,
    title: 'Sign In or Sign Up | Rivalwatch',
    description: "Sign in to Rivalwatch, or create a free account to watch your competitors' Shopify stores.",
    data: [PUBLIC_CONFIG],
    image: image('auth'),
    indexed: false,
    card: { title: 'Sign In or Sign Up', subtitle: "Watch your competitors' Shopify stores" },
  },
];

/** What the server's 404 page describes itself as. */
export const notFoundPage = {
  title: 'Page not found | Rivalwatch',
  description: 'There is no page at this address.',
};
