import { PLAN_LABELS, planOf } from '@shared/constants/plans';
import type { TLifecycleEmailType } from '@shared/contracts/email';
import type { TPlan } from '@shared/contracts/plans';
import { formatPlanPrice } from '@shared/format';
import { UNSUBSCRIBE_LABELS } from '../email/email-categories';
import type { TEmail } from '../email/mailer';
import { renderLayout, type TLayoutInput } from '../email/templates/layout';
import type { TTrackingLinks } from '../email/tracking-links';
import type { TWeekSummary } from './week-summary-figures';

/** Who an email goes to and where its links point. */
export type TRecipient = { to: string; name: string; appUrl: string };

function lifecycleEmail(
  kind: TLifecycleEmailType,
  r: TRecipient,
  links: TTrackingLinks,
  subject: string,
  body: Omit<TLayoutInput, 'links' | 'unsubscribe'>,
): TEmail {
  return {
    kind,
    to: r.to,
    subject,
    ...renderLayout({
      ...body,
      closing: [...(body.closing ?? []), 'Happy selling,', 'The Rivalwatch team'],
      links,
      unsubscribe: UNSUBSCRIBE_LABELS.lifecycle,
    }),
  };
}

const url = (r: TRecipient, path: string) => `${r.appUrl.replace(/\/$/, '')}${path}`;

export function welcomeEmail(r: TRecipient, links: TTrackingLinks): TEmail {
  return lifecycleEmail('welcome', r, links, 'Welcome to Rivalwatch', {
    title: `Welcome to Rivalwatch, ${r.name}!`,
    paragraphs: [
      'Thanks for signing up. Rivalwatch keeps an eye on the Shopify stores you compete with, so you hear about their price changes, discounts, new products and stock changes without checking their sites yourself.',
      'Getting started takes a minute: add a competitor by pasting its store address (for example https://their-store.com). We read its public catalogue right away and then check it again on your plan’s schedule.',
      'Once a store is added, its products, prices and price history appear under Price tracking, its sales under Promotions and its new arrivals under Product launches.',
    ],
    action: { label: 'Add your first competitor', url: url(r, '/competitors') },
  });
}

export function firstCompetitorEmail(
  r: TRecipient & { competitorName: string },
  links: TTrackingLinks,
): TEmail {
  return lifecycleEmail('first_competitor', r, links, `You're now watching ${r.competitorName}`, {
    title: `${r.competitorName} is on your radar`,
    paragraphs: [
      `Congratulations, ${r.name}: you added your first competitor, ${r.competitorName}. Rivalwatch now reads its catalogue on a schedule and records every price change, new product, discount and stock change it finds.`,
      'Price tracking shows each product with its current price and history. When something changes, you get a notification in the app and, if you like, by email.',
      'Tip: most stores change prices in small steps. Watching them for a week or two shows you their rhythm: when they discount, how deep, and which products they push.',
    ],
    action: { label: 'See their products', url: url(r, '/price-tracking') },
  });
}

export function setupAlertsEmail(
  r: TRecipient & { thresholdPercent: number },
  links: TTrackingLinks,
): TEmail {
  return lifecycleEmail('setup_alerts', r, links, 'Choose which competitor changes reach you', {
    title: 'Make alerts work for you',
    paragraphs: [
      `Hi ${r.name}, right now you get our default alerts: price changes of ${r.thresholdPercent}% or more, new products, discounts and stock changes across all your competitors.`,
      'You can make them sharper. Add an alert rule for one competitor or even one product, pick the kind of change (price drop, price rise, new product, discount, stock) and set your own threshold, from 1% to 100%.',
      'For example: "tell me when their best-seller drops by 5% or more" or "tell me about every new product from this store".',
    ],
    action: { label: 'Set up your alerts', url: url(r, '/alerts') },
  });
}

export function activationNudgeEmail(r: TRecipient, links: TTrackingLinks): TEmail {
  return lifecycleEmail('activation_nudge', r, links, 'Add your first competitor to Rivalwatch', {
    title: 'Your competitors are changing prices. Are you watching?',
    paragraphs: [
      `Hi ${r.name}, you have not added a competitor yet, so Rivalwatch has nothing to watch for you.`,
      'It takes one step: paste the address of a Shopify store you compete with. We check that it is a Shopify store, read its public catalogue and start tracking prices, discounts, new products and stock right away.',
      'Not sure whom to start with? Pick the store your customers mention most, or the one that shows up next to you in search results.',
    ],
    action: { label: 'Add a competitor', url: url(r, '/competitors') },
  });
}

export function educationDay5Email(r: TRecipient, links: TTrackingLinks): TEmail {
  return lifecycleEmail('education_day5', r, links, 'Four places in Rivalwatch worth a look', {
    title: 'Getting the most out of Rivalwatch',
    paragraphs: [
      `Hi ${r.name}, you have been with us for a few days. Here are four places that help you act on what your competitors do:`,
      `Price tracking (${url(r, '/price-tracking')}): every product with its current price and its full price history, per variant. Sort by the biggest changes to see who is moving.`,
      `Promotions (${url(r, '/promotions')}): what is on sale right now and how deep the discounts go, including store-wide sales when a large part of a catalogue is discounted at once.`,
      `Product launches (${url(r, '/product-launches')}): new products as soon as we find them, with their launch date.`,
      `Export (${url(r, '/export')}): download products, price changes and launches as CSV or JSON for your own spreadsheets.`,
    ],
    action: { label: 'Open your dashboard', url: url(r, '/') },
  });
}

export function upgradeDay7Email(
  r: TRecipient & { currentPlan: string; plans: TPlan[] },
  links: TTrackingLinks,
): TEmail {
  const current = planOf(r.currentPlan);
  const price = (p: TPlan) => (p.price === 0 ? 'free' : `${formatPlanPrice(p.price)} a month`);
  const lines = r.plans.map(
    (p) =>
      `${p.name}: ${price(p)}, up to ${p.maxCompetitors} competitor${p.maxCompetitors === 1 ? '' : 's'}${p.key === current ? ' (your plan)' : ''}`,
  );
  const onTop = current === 'pro';
  return lifecycleEmail(
    'upgrade_cta_day7',
    r,
    links,
    onTop ? 'What your Rivalwatch Pro plan includes' : 'Watch more competitors with Rivalwatch',
    {
      title: onTop ? 'You are on our top plan' : 'Ready to watch more of your market?',
      paragraphs: [
        onTop
          ? `Hi ${r.name}, you are on ${PLAN_LABELS.pro}, so every feature is yours. Here is how the plans compare:`
          : `Hi ${r.name}, you have been using Rivalwatch on the ${PLAN_LABELS[current]} plan for a week. A bigger plan lets you track more stores, checks them more often and delivers alerts sooner:`,
        ...lines,
        'You can change or cancel your plan at any time; a downgrade takes effect at the end of the paid period.',
      ],
      action: { label: onTop ? 'See the plans' : 'Compare plans', url: url(r, '/pricing') },
    },
  );
}

export function weekSummaryEmail(r: TRecipient & { summary: TWeekSummary }, links: TTrackingLinks): TEmail {
  const s = r.summary;
  const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
  const quiet = s.priceChanges === 0 && s.newProducts === 0 && s.discountsStarted === 0;
  const rows = [
    ...(s.biggestDrop ? [{ heading: 'Biggest price drop', move: s.biggestDrop }] : []),
    ...(s.biggestRise ? [{ heading: 'Biggest price rise', move: s.biggestRise }] : []),
  ];
  return lifecycleEmail(
    'week_summary',
    r,
    links,
    quiet
      ? 'Your week on Rivalwatch: a quiet week'
      : `Your week on Rivalwatch: ${n(s.priceChanges, 'price change', 'price changes')}`,
    {
      title: 'Your week in competitor moves',
      paragraphs: [
        `Hi ${r.name}, here is what happened across your competitors in the past 7 days.`,
        s.competitors === 0
          ? 'You are not tracking any competitor yet. Add one and your next summary will show its moves.'
          : `You track ${n(s.competitors, 'competitor', 'competitors')} with ${n(s.products, 'product', 'products')}.`,
        quiet
          ? 'It was a quiet week: no price changes, new products or new discounts. Quiet weeks are useful too: your prices held their ground. We keep watching and will tell you as soon as something moves.'
          : `This week: ${n(s.priceChanges, 'price change', 'price changes')}, ${n(s.newProducts, 'new product', 'new products')} and ${n(s.discountsStarted, 'discount started', 'discounts started')}.`,
      ],
      sections: rows.map(({ heading, move }) => ({
        heading,
        rows: [
          {
            productName: move.productName,
            productUrl: move.productUrl,
            imageUrl: move.imageUrl,
            store: move.store,
            currency: move.currency,
            oldPrice: move.oldPrice,
            newPrice: move.newPrice,
            percentChange: move.percentChange,
          },
        ],
      })),
      action: { label: 'See all price changes', url: url(r, '/price-tracking') },
    },
  );
}
