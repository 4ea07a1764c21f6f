import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@web/lib/paths';
import { FEATURE_CLAIMS, claimNames, type TClaimId, type TClaimStatus } from '@shared/claims/feature-claims';
import { upperFirst } from '@shared/format';
import { alertsByPlan, planName, pricesByPlan, refreshByPlan, type TPlans } from './plan-facts';

export type TFaqItem = { question: string; answer: ReactNode };
export type TFaqGroup = { title: string; items: TFaqItem[] };

const link = 'font-medium text-primary hover:underline';

/** "Team management is coming." for claims not in force yet, marked so the claims test can tell them apart. */
function comingNote(ids: readonly TClaimId[]): ReactNode {
  if (!ids.length) return null;
  const names = claimNames(ids);
  return (
    <span data-claim={ids.join(' ')} data-claim-status="coming">
      {` ${upperFirst(names)} ${ids.length > 1 ? 'are' : 'is'} coming.`}
    </span>
  );
}

/** Which of the claims are in force (available), and which are coming. */
function split(ids: readonly TClaimId[], statusOf: (id: TClaimId) => TClaimStatus) {
  return {
    live: ids.filter((id) => statusOf(id) === 'available'),
    coming: ids.filter((id) => statusOf(id) === 'coming'),
  };
}

/**
 * The FAQ, worded from the plans list, the configured support address and the feature claims in force
 * (src/shared/claims/feature-claims.ts). The questions never change; while an answer is unknown (loading or
 * failed) the answers leave the figure or address out, and a claim reads as the claims table states it.
 */
export function faqGroups({
  plans,
  supportEmail,
  statusOf,
}: {
  plans: TPlans;
  supportEmail?: string;
  statusOf: (id: TClaimId) => TClaimStatus;
}): TFaqGroup[] {
  const proChannels = split(['slackAlerts', 'webhooks'], statusOf);
  const api = statusOf('apiIntegration');
  const teams = statusOf('teamManagement');
  const free = planName(plans, 'free');
  const starter = planName(plans, 'starter');
  const pro = planName(plans, 'pro');
  const refresh = refreshByPlan(plans);
  return [
    {
      title: 'Getting started',
      items: [
        {
          question: 'What is Rivalwatch?',
          answer:
            'Rivalwatch watches the Shopify stores of your competitors and tells you when they change prices, start discounts, launch products or run out of stock, so you no longer have to check their sites by hand.',
        },
        {
          question: 'How long does setup take? Do I need a developer?',
          answer:
            "About 5 minutes, and no developer. Create an account, paste a competitor's store address and Rivalwatch reads its public catalogue. Nothing is installed on your store or theirs.",
        },
        {
          question: 'Which stores can I monitor?',
          answer:
            'Stores running on Shopify: a .myshopify.com address or a custom domain that passes our Shopify check. Other platforms, private addresses and stores you already track are refused with a message saying why.',
        },
        {
          question: 'What data do you collect from competitor stores?',
          answer:
            'Only what their storefront shows every visitor: products, variants, prices, compare-at prices, stock availability and publish dates. We never log in to a store or read anything that is not public.',
        },
      ],
    },
    {
      title: 'Monitoring and alerts',
      items: [
        {
          question: 'How often is competitor data refreshed?',
          answer: refresh
            ? `It depends on your plan: ${refresh}.`
            : 'It depends on your plan: each plan refreshes competitor stores on its own schedule.',
        },
        {
          question: 'What changes do you detect?',
          answer:
            'Price increases and decreases, discounts that start, deepen or end, items going out of stock or back in stock, new products and removed products. We also flag store-wide sales, when a large share of a catalogue is discounted at once.',
        },
        {
          question: 'Are the insights AI-generated?',
          answer:
            'No. Our insights are rule-based and explainable: store-wide sale detection and price positioning (how a competitor prices compared with the other stores you track) come from clear rules applied to the prices we record.',
        },
        {
          question: 'How do alerts reach me?',
          answer: (
            <>
              {`By email on every plan (${alertsByPlan(plans)}).`}
              {proChannels.live.length
                ? ` ${upperFirst(claimNames(proChannels.live))} ${proChannels.live.length > 1 ? 'are' : 'is'} part of ${pro}.`
                : null}
              {comingNote(proChannels.coming)}
              {
                ' By default you hear about price changes of 3% or more, new products, discounts and stock changes; you can add your own rules.'
              }
            </>
          ),
        },
        {
          question: 'Can I use Rivalwatch from my own scripts?',
          answer:
            api === 'available' ? (
              <>
                Yes, on every plan. {FEATURE_CLAIMS.apiIntegration.text} Create a token in Settings.
                {statusOf('webhooks') === 'available'
                  ? ` On ${pro}, ${FEATURE_CLAIMS.webhooks.name} also push each change to your own automation as it happens.`
                  : null}
              </>
            ) : (
              comingNote(['apiIntegration'])
            ),
        },
      ],
    },
    {
      title: 'Plans and billing',
      items: [
        {
          question: 'How much does Rivalwatch cost?',
          answer:
            pricesByPlan(plans) ??
            `The ${free} plan needs no credit card, and paid monthly plans track more competitors.`,
        },
        {
          question: 'Can I export my data?',
          answer: `Yes, on ${pro}: competitors and products download as CSV or JSON. Export is not included in ${free} or ${starter}.`,
        },
        {
          question: 'Can I cancel at any time?',
          answer: `Yes, from Settings. You keep your paid features until the end of the billing period, then move to ${free}. If you track more competitors than the new plan allows, you choose which to keep; the others are paused with their history kept, and come back if you upgrade again.`,
        },
      ],
    },
    {
      title: 'Account and privacy',
      items: [
        {
          question: 'How do I delete my account?',
          answer: (
            <>
              {supportEmail ? (
                <>
                  Write to{' '}
                  <a href={`mailto:${supportEmail}`} className={link}>
                    {supportEmail}
                  </a>{' '}
                  or use the{' '}
                </>
              ) : (
                'Use the '
              )}
              <Link to={paths.contact} className={link}>
                contact form
              </Link>
              . Personal data of deleted accounts is removed within 30 days.
            </>
          ),
        },
        {
          question: 'Can my team share one account?',
          answer:
            teams === 'available' ? (
              `Yes: ${FEATURE_CLAIMS.teamManagement.text.charAt(0).toLowerCase()}${FEATURE_CLAIMS.teamManagement.text.slice(1)}`
            ) : (
              <>
                {comingNote(['teamManagement'])}
                {' Until then, each person signs in with their own account.'}
              </>
            ),
        },
        {
          question: 'How do you handle my data?',
          answer: (
            <>
              We keep what we need to run your account and never sell it. The{' '}
              <Link to={paths.privacy} className={link}>
                privacy policy
              </Link>{' '}
              explains what we store, why and for how long.
            </>
          ),
        },
      ],
    },
  ];
}
