/** Addresses the demo offers to fill in, one per rule it shows. */
export const QUICK_TEST_URLS = [
  { label: 'Shopify address', url: 'https://example-store.myshopify.com' },
  { label: 'Custom domain', url: 'https://www.allbirds.com' },
  { label: 'Invalid format', url: 'not a url' },
  { label: 'Private address', url: 'http://192.168.1.10' },
  { label: 'Localhost', url: 'http://localhost:3000' },
] as const;

export const ACCEPTED_RULES = [
  '.myshopify.com addresses',
  'Custom domains that pass a Shopify platform check',
  'http:// and https:// addresses',
  'Automatic normalisation to https://host (path, query and fragment dropped)',
] as const;

export const REJECTED_RULES = [
  'Invalid URL format',
  'localhost and private or reserved IP addresses',
  'Sites not built on Shopify',
  'Stores you already track',
] as const;
