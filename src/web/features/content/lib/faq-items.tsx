import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@web/lib/paths';
import { SUPPORT_EMAIL } from '@web/features/contact';
import { PLAN_FACTS } from './plan-facts';

export type TFaqItem = { question: string; answer: ReactNode };
export type TFaqGroup = { title: string; items: TFaqItem[] };

const link = 'font-medium text-primary hover:underline';
const [free, starter, pro] = PLAN_FACTS;

export const faqGroups: TFaqGroup[] = [
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
        answer: `It depends on your plan: ${free.refresh} on ${free.name}, ${starter.refresh} on ${starter.name} and ${pro.refresh} on ${pro.name}.`,
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
        answer: `By email on every plan (${free.alerts} on ${free.name}, ${starter.alerts} on ${starter.name}, ${pro.alerts} on ${pro.name}). Slack alerts are part of ${pro.name}, and webhooks are planned for it. By default you hear about price changes of 3% or more, new products, discounts and stock changes; you can add your own rules.`,
      },
    ],
  },
  {
    title: 'Plans and billing',
    items: [
      {
        question: 'How much does Rivalwatch cost?',
        answer: (
          <>
            {free.name} is ${free.price} for {free.competitors} competitor, with no credit card needed.{' '}
            {starter.name} is ${starter.price} per month for {starter.competitors} competitors and {pro.name}{' '}
            is ${pro.price} per month for {pro.competitors} competitors.
          </>
        ),
      },
      {
        question: 'Can I export my data?',
        answer: `Yes, on ${pro.name}: competitors and products download as CSV or JSON. Export is not included in ${free.name} or ${starter.name}.`,
      },
      {
        question: 'Can I cancel at any time?',
        answer: `Yes, from Settings. You keep your paid features until the end of the billing period, then move to ${free.name}. If you track more competitors than the new plan allows, you choose which to keep; the others are paused with their history kept, and come back if you upgrade again.`,
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
            Write to{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`} className={link}>
              {SUPPORT_EMAIL}
            </a>{' '}
            or use the{' '}
            <Link to={paths.contact} className={link}>
              contact form
            </Link>
            . Personal data of deleted accounts is removed within 30 days.
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
