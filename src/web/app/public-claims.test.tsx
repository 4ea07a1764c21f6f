import { screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLAIM_IDS, FEATURE_CLAIMS, type TClaimId } from '@shared/claims/feature-claims';
import { FaqPage } from '@web/features/content/components/faq-page';
import { SupportPage } from '@web/features/content/components/support-page';
import { LandingPage } from '@web/features/landing';
import { json, renderWithProviders, stubApi, unlikePlans } from '@web/testing';

/**
 * The public pages' feature claims (docs/product-rules.md R32): the Support Center, the FAQ and the landing page
 * say of each feature what the server reports in force (GET /api/config/public), and never "not yet" or
 * "planned" outside a claim that is coming. The server side of the same check is src/server/claims.test.ts.
 */

/** What the table says: the server's answer while the claims test passes. */
const asTable = Object.fromEntries(CLAIM_IDS.map((id) => [id, FEATURE_CLAIMS[id].status === 'available']));

function serve(features: Partial<Record<TClaimId, boolean>> | 'fail') {
  stubApi({
    'GET /api/plans': () => json(200, unlikePlans),
    'GET /api/config/public': () =>
      features === 'fail'
        ? json(500, { message: 'Database unavailable' })
        : json(200, { supportEmail: 'care@watch.example', features: { ...asTable, ...features } }),
  });
}

const pages: [string, () => ReactNode][] = [
  ['Support Center', () => <SupportPage />],
  ['FAQ', () => <FaqPage />],
  ['landing page', () => <LandingPage />],
];

/** The page's text with the claims marked coming taken out. */
function textOutsideComingClaims(): string {
  const copy = document.body.cloneNode(true) as HTMLElement;
  for (const el of copy.querySelectorAll('[data-claim-status="coming"]')) el.remove();
  return copy.textContent ?? '';
}

const claimItem = (id: TClaimId) => document.querySelector<HTMLElement>(`li[data-claim="${id}"]`);

/** Waits until the public config has answered (the support address shows) and the page has settled. */
const configAnswered = () => waitFor(() => expect(document.body.textContent).toContain('Rivalwatch'));

afterEach(() => vi.unstubAllGlobals());

describe('the feature claims of the public pages', () => {
  it.each(pages)(
    'the %s says "not yet", "planned" or "coming" only of a claim that is coming',
    async (_, page) => {
      serve({});
      renderWithProviders(page());
      await configAnswered();
      await waitFor(() => expect(document.body.textContent).toMatch(/\$25|Starter/));
      expect(textOutsideComingClaims()).not.toMatch(/not yet|planned|coming|on the way|soon/i);
    },
  );

  it('the Support Center shows webhooks and API integration as available, team management as coming', async () => {
    serve({ teamManagement: false });
    renderWithProviders(<SupportPage />);
    await waitFor(() => expect(claimItem('teamManagement')?.dataset.claimStatus).toBe('coming'));
    expect(claimItem('teamManagement')).toHaveTextContent('Coming soon');
    expect(claimItem('webhooks')).toHaveTextContent('Pro plan');
    expect(claimItem('webhooks')?.dataset.claimStatus).toBe('available');
    expect(claimItem('apiIntegration')).toHaveTextContent('Every plan');
    expect(claimItem('apiIntegration')).toHaveTextContent('/api/docs');
    expect(claimItem('bulkExport')).toHaveTextContent('Pro plan');
  });

  it('flip by themselves when the server reports a feature in force, or out of force', async () => {
    serve({ teamManagement: true, webhooks: false });
    renderWithProviders(<SupportPage />);
    await waitFor(() => expect(claimItem('teamManagement')?.dataset.claimStatus).toBe('available'));
    expect(claimItem('teamManagement')).toHaveTextContent('Every plan');
    await waitFor(() => expect(claimItem('webhooks')).toHaveTextContent('Coming soon'));
  });

  it('the FAQ names the Pro channels in force, the API, and says team management is coming', async () => {
    serve({ teamManagement: false });
    renderWithProviders(<FaqPage />);
    await screen.findByText(/Slack alerts and signed webhooks are part of Pro\./);
    await waitFor(() => expect(document.body.textContent).toContain('Team management is coming.'));
    const text = document.body.textContent ?? '';
    expect(text).toContain('Personal API tokens for reading your data from your own scripts');
    expect(text).not.toMatch(/webhooks are planned/);
  });

  it('the FAQ drops a Pro channel the server does not report, and answers yes once teams work', async () => {
    serve({ webhooks: false, teamManagement: true });
    renderWithProviders(<FaqPage />);
    await screen.findByText(/Slack alerts is part of Pro\./);
    const text = document.body.textContent ?? '';
    expect(text).toContain('Signed webhooks is coming.');
    expect(text).toContain('Yes: several people sharing one account with their own logins.');
    expect(text).not.toContain('Team management is coming');
  });

  it('the landing page lists only features in force, and the table while the config is unknown', async () => {
    serve({ slackAlerts: false });
    const { unmount } = renderWithProviders(<LandingPage />);
    await waitFor(() => expect(claimItem('emailAlerts')).toHaveTextContent('Email alerts on every plan'));
    await waitFor(() => expect(claimItem('slackAlerts')).toBeNull());
    expect(document.body.textContent).toContain(
      'Bulk export and signed webhooks are included in the Pro plan.',
    );
    unmount();

    serve('fail');
    renderWithProviders(<LandingPage />);
    expect(claimItem('slackAlerts')).toHaveTextContent('Slack alerts on Pro');
    expect(document.body.textContent).toContain(
      'Bulk export, Slack alerts and signed webhooks are included in the Pro plan.',
    );
  });
});
