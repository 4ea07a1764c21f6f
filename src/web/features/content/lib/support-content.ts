import type { TClaimId } from '@shared/claims/feature-claims';
import { PLAN_KEYS } from '@shared/constants/plans';
import {
  ALERT_CADENCE,
  freeCompetitors,
  limitsByPlan,
  planName,
  refreshByPlan,
  type TPlans,
} from './plan-facts';

/**
 * Help text of the Support Center. Plan figures come from the plans list; while it is unknown the text says the
 * same without them. What is available comes from the feature claims, never from this file.
 */

export function gettingStartedSteps(plans: TPlans): { title: string; text: string }[] {
  const freeLimit = freeCompetitors(plans);
  return [
    {
      title: 'Create your free account',
      text: `Sign up with your email. The ${planName(plans, 'free')} plan ${
        freeLimit ? `tracks ${freeLimit} and ` : ''
      }needs no credit card.`,
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
      text: `Email works on every plan; Slack alerts are part of ${planName(plans, 'pro')}.`,
    },
  ];
}

/** The Support Center's advanced features, in the order shown; what each says and whether it works today come from
 * the claims table (src/shared/claims/feature-claims.ts). */
export const ADVANCED_FEATURES = [
  'apiIntegration',
  'webhooks',
  'bulkExport',
  'teamManagement',
] as const satisfies readonly TClaimId[];

export function commonIssues(plans: TPlans): { question: string; answer: string }[] {
  const refresh = refreshByPlan(plans);
  const limits = limitsByPlan(plans);
  const cadence = PLAN_KEYS.map(
    (key, i) => `${planName(plans, key)}${i === 0 ? ' sends' : ''} ${ALERT_CADENCE[key]}`,
  ).join(', ');
  return [
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
      answer: `The first scan records current prices as the starting point. Changes show up after the next refresh${
        refresh ? `: ${refresh}` : ', whose timing depends on your plan'
      }.`,
    },
    {
      question: 'Alert emails are not arriving',
      answer: `Check your spam folder and your email preferences in Settings. Remember the plan cadence: ${cadence}.`,
    },
    {
      question: 'I cannot add another competitor',
      answer: `Each plan has a limit${
        limits ? `: ${limits}` : ' on how many competitors it tracks'
      }. Remove or replace one, or upgrade your plan.`,
    },
  ];
}
