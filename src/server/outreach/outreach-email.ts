import { OUTREACH_STEP_NAMES, type TOutreachStep } from '@shared/contracts/outreach';
import type { TEmail } from '../email/mailer';
import { renderLayout } from '../email/templates/layout';
import type { TTrackingLinks } from '../email/tracking-links';
import type { TCompetitiveReportRow } from '../db/schema';

export const outreachEmailType = (step: TOutreachStep) => `outreach_${step}`;

/** The one-click unsubscribe URL of an outreach email (RFC 8058): GET confirms, POST suppresses. */
export const outreachUnsubscribeUrl = (appUrl: string, token: string) =>
  `${appUrl.replace(/\/$/, '')}/api/outreach/unsubscribe/${token}`;

export type TOutreachLead = {
  storeName: string;
  website: string;
  email: string;
  category: string | null;
};

/**
 * The three outreach emails (docs/product-rules.md R102): 1 welcome, 2 competitor insights with the link to the
 * lead's report, 3 final offer. Honest copy: any figure comes from the stored report. Each carries the sender's
 * postal address, an unsubscribe link and the List-Unsubscribe headers (RFC 8058), and is tracked.
 */
export function renderOutreachEmail(opts: {
  step: TOutreachStep;
  lead: TOutreachLead;
  report: TCompetitiveReportRow | null;
  links: TTrackingLinks;
  appUrl: string;
  postalAddress: string;
}): TEmail {
  const { lead, step } = opts;
  const base = opts.appUrl.replace(/\/$/, '');
  const signUpUrl = `${base}/register`;
  const links = { ...opts.links, unsubscribeUrl: outreachUnsubscribeUrl(base, opts.links.token) };
  const why = `You receive this because ${lead.storeName} (${lead.website}) is a public Shopify store${
    lead.category ? ` in ${lead.category}` : ''
  }. Rivalwatch, ${opts.postalAddress}`;
  let subject: string;
  let title: string;
  let paragraphs: string[];
  let action: { label: string; url: string };
  if (step === 1) {
    subject = `Know when your competitors change prices, ${lead.storeName}`;
    title = `Hello ${lead.storeName} team`;
    paragraphs = [
      'Rivalwatch watches the Shopify stores you compete with and tells you when they change a price, start a sale, run out of stock or add a product.',
      'It reads their public catalogues every day, so you see the moves without checking their sites by hand.',
      'If that would help you, you can try it on the free plan.',
    ];
    action = { label: 'Try Rivalwatch free', url: signUpUrl };
  } else if (step === 2) {
    const r = opts.report;
    const reportUrl = r ? `${base}/reports/${r.token}` : signUpUrl;
    subject = `${lead.storeName}: what your competitors charge`;
    title = 'Your competitor snapshot';
    paragraphs =
      r && r.status === 'generated'
        ? [
            `We looked at ${r.competitorCount} stores Rivalwatch monitors that sell what ${lead.storeName} sells.`,
            `Their average price is ${r.avgMarketPrice} ${r.currency}, from ${r.priceRangeMin} to ${r.priceRangeMax} ${r.currency}.`,
            'The report names the stores, shows sample products and what the figures suggest.',
          ]
        : [
            `We looked for stores Rivalwatch monitors that sell what ${lead.storeName} sells. ${r?.message ?? ''}`.trim(),
            'The report shows what we found so far.',
          ];
    action = { label: 'Open your competitor report', url: reportUrl };
  } else {
    subject = `Last note from Rivalwatch for ${lead.storeName}`;
    title = 'One last note';
    paragraphs = [
      'This is the last email we send you about Rivalwatch.',
      'If keeping up with competitor prices matters to you, the free plan lets you start monitoring today, and paid plans add more competitors and more frequent checks.',
    ];
    action = { label: 'Start on the free plan', url: signUpUrl };
  }
  const body = renderLayout({
    title,
    paragraphs,
    action,
    closing: ['The Rivalwatch team'],
    footer: why,
    links,
    unsubscribe: `Unsubscribe: no more emails from Rivalwatch (${OUTREACH_STEP_NAMES[step].toLowerCase()} email ${step} of 3)`,
  });
  return { kind: outreachEmailType(step), to: lead.email, subject: subject.slice(0, 200), ...body };
}
