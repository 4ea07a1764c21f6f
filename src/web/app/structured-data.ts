// schema.org data of the public pages that have some (the plans as offers on /pricing, the FAQ as FAQPage), from
// the answers each page shows. Only the server's render (entry-server.tsx) imports it: the browser has no use for
// it, and the FAQ's items would weigh on every first load (docs/decisions/012-light-first-load.md).
import type { ReactNode } from 'react';
import type { TPlan } from '@shared/contracts/plans';
import type { TPreloadedAnswers } from '@shared/contracts/web-render';
import type { TPublicConfig } from '@shared/contracts/public-config';
import { claimStatus } from '@shared/claims/feature-claims';
import { faqGroups } from '@web/features/content/lib/faq-items';
import { paths } from '@web/lib/paths';
import { PLANS, PUBLIC_CONFIG } from './public-pages';

type TStructuredData = Record<string, unknown>;
/** A page's structured data; `text` turns rendered words into plain text. */
type TStructuredDataOf = (ctx: {
  answers: TPreloadedAnswers;
  url: string;
  text: (node: ReactNode) => string;
}) => TStructuredData | null;

export const structuredDataOf: Readonly<Record<string, TStructuredDataOf>> = {
  [paths.pricing]: ({ answers, url }) => {
    const plans = answers[PLANS] as TPlan[] | undefined;
    if (!plans?.length) return null;
    return {
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: 'Rivalwatch',
      applicationCategory: 'BusinessApplication',
      operatingSystem: 'Web',
      url,
      offers: [...plans]
        .sort((a, b) => a.price - b.price)
        .map((p) => ({
          '@type': 'Offer',
          name: p.name,
          description: p.description,
          price: (p.price / 100).toFixed(2),
          priceCurrency: 'USD',
          url,
        })),
    };
  },
  [paths.faq]: ({ answers, text }) => {
    const config = answers[PUBLIC_CONFIG] as TPublicConfig | undefined;
    return {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: faqGroups({
        plans: answers[PLANS] as TPlan[] | undefined,
        supportEmail: config?.supportEmail,
        statusOf: (id) => claimStatus(id, config?.features),
      }).flatMap((group) =>
        group.items.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: text(item.answer) },
        })),
      ),
    };
  },
};
