/** Static help text of the Support Center. Availability flags are honest: nothing planned is shown as live. */

export const gettingStartedSteps = [
  {
    title: 'Create your free account',
    text: 'Sign up with your email. The Free plan tracks 1 competitor and needs no credit card.',
  },
  {
    title: 'Add a competitor store',
    text: 'Paste its .myshopify.com address or custom domain. We check that it is a Shopify store first.',
  },
  {
    title: 'Let the first scan finish',
    text: 'We read the public catalogue: products, variants, prices and stock. The first scan sets the baseline.',
  },
  {
    title: 'Tune your alerts',
    text: 'By default you hear about price changes of 3% or more, new products, discounts and stock changes.',
  },
  {
    title: 'Choose where alerts go',
    text: 'Email works on every plan; Slack alerts are part of Pro.',
  },
] as const;

export type TAvailability = 'available-pro' | 'not-yet';

export const advancedFeatures: { title: string; text: string; availability: TAvailability }[] = [
  {
    title: 'Bulk export',
    text: 'Download competitors and products as CSV or JSON.',
    availability: 'available-pro',
  },
  {
    title: 'Webhooks',
    text: 'Send change events to your own automation, signed so you can verify them.',
    availability: 'not-yet',
  },
  {
    title: 'API integration',
    text: 'Personal API tokens for reading your data from your own scripts.',
    availability: 'not-yet',
  },
  {
    title: 'Team management',
    text: 'Several people sharing one account with their own logins.',
    availability: 'not-yet',
  },
];

export const commonIssues = [
  {
    question: 'My competitor URL was rejected',
    answer:
      'We only monitor Shopify stores. Check the address opens the public store, use the main domain without a path, and make sure you are not already tracking it. Local and private network addresses are refused.',
  },
  {
    question: 'A competitor shows an Error status',
    answer:
      'Usually the store is limiting how fast it can be read, or it is temporarily down. The status message says when the next attempt is due; we retry automatically and your earlier data is kept.',
  },
  {
    question: 'I do not see any price changes yet',
    answer:
      'The first scan records current prices as the starting point. Changes show up after the next refresh: daily on Free, twice daily on Starter and every 2 hours on Pro.',
  },
  {
    question: 'Alert emails are not arriving',
    answer:
      'Check your spam folder and your email preferences in Settings. Remember the plan cadence: Free sends a weekly digest, Starter a daily digest, Pro instant alerts.',
  },
  {
    question: 'I cannot add another competitor',
    answer:
      'Each plan has a limit: 1 competitor on Free, 3 on Starter and 10 on Pro. Remove or replace one, or upgrade your plan.',
  },
] as const;
