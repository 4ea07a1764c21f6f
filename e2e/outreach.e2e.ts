// Journey: an admin imports a lead from a CSV on /leads and starts its outreach sequence there; email 1 arrives; the test clock passes 5 days and email 2 arrives with a report link that opens
// the public report signed out; the lead unsubscribes with the one-click POST (no cookie); more days pass and email
// 3 never goes. The admin's own report screen shows the same report.
import { describe, expect, test } from 'vitest';
import { apiCall, apiLogin } from './support/api.ts';
import { ADMIN } from './support/app-server.ts';
import { useJourney } from './support/browser.ts';
import { appUrl } from './support/context.ts';
import { listEmails, waitForEmail } from './support/mail.ts';
import { see, signInThroughForm } from './support/ui.ts';

const stamp = Date.now().toString(36);
const lead = {
  storeName: 'Lotus Mats',
  website: `https://lotus-mats-${stamp}.example`,
  email: `owner-${stamp}@lotus-mats.example`,
  category: 'Yoga Mats',
};

/** The raw message's header (folded lines joined). */
function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : '';
}

describe('outreach', () => {
  const j = useJourney('outreach');

  test('sequence, report link, one-click unsubscribe, and no email 3', async () => {
    const { page } = j;
    await signInThroughForm(page, ADMIN.username, ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.goto('/leads');
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog');
    const csv = `Store Name,Website,Email,Category\r\n${lead.storeName},${lead.website},${lead.email},${lead.category}\r\n`;
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'lead.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await see(dialog, '1 to add, 0 to merge, 0 already known, 0 refused.');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await see(page, 'Import Complete');
    await page.getByRole('button', { name: `Start sequence for ${lead.storeName}` }).click();
    await see(page, 'Sequence Started');
    // The row now offers Stop in place of Start.
    await page
      .getByRole('button', { name: `Stop sequence for ${lead.storeName}` })
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: `Start sequence for ${lead.storeName}` }).count()).toBe(0);
    await j.shot('sequence-started');

    const admin = await apiLogin(ADMIN.username, ADMIN.password);
    const found = await apiCall<{ id: string }[]>(
      admin.cookie,
      'GET',
      `/api/leads?q=${encodeURIComponent(lead.storeName)}`,
    );
    expect(found).toHaveLength(1);
    const leadId = found[0]!.id;

    const first = await waitForEmail({ to: lead.email, subject: /Know when your competitors change prices/ });
    expect(header(first.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(first.text).toContain('1 Market Street, Springfield, US');
    expect(first.html).toContain('1 Market Street, Springfield, US');

    const moved = await apiCall<{ outreach: { sent: number } }>(
      admin.cookie,
      'POST',
      '/api/admin/test-clock',
      {
        days: 5,
      },
    );
    expect(moved.outreach.sent).toBeGreaterThanOrEqual(1);
    const second = await waitForEmail({ to: lead.email, subject: /what your competitors charge/ });
    const reportLink = /(https?:\/\/\S+\/api\/email\/click\/\S+)/.exec(second.text)?.[1];
    expect(reportLink).toBeDefined();
    expect(decodeURIComponent(reportLink!)).toContain('/reports/');

    // Signed out, the tracked link leads to the public report.
    await page.context().clearCookies();
    await page.goto(reportLink!.replace(/^https?:\/\/[^/]+/, appUrl()));
    await page.waitForURL((url) => url.pathname.startsWith('/reports/'));
    await see(page, `Competitor snapshot for ${lead.storeName}`);
    await page
      .getByText(/a report needs at least 3/)
      .first()
      .waitFor();
    await j.shot('public-report');

    // The unsubscribe page asks first (a GET changes nothing) ...
    const unsubscribeUrl = /<([^>]+)>/.exec(header(second.raw, 'List-Unsubscribe'))![1]!;
    const unsubscribePath = new URL(unsubscribeUrl).pathname;
    await page.goto(unsubscribePath);
    await see(page, `Stop all Rivalwatch emails to ${lead.email}?`);
    await j.shot('unsubscribe-confirm');
    // ... and the mail client's one-click POST (RFC 8058), with no cookie, suppresses at once.
    const oneClick = await fetch(`${appUrl()}${unsubscribePath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.text()).toContain('You are unsubscribed');

    const later = await apiCall<{ outreach: { sent: number } }>(
      admin.cookie,
      'POST',
      '/api/admin/test-clock',
      {
        days: 10,
      },
    );
    expect(later.outreach.sent).toBe(0);
    const toLead = (await listEmails()).filter((m) => m.to.includes(lead.email));
    expect(toLead.map((m) => m.subject)).toEqual([first.subject, second.subject]);
    const tracking = await apiCall<{ items: { step: number }[] }>(
      admin.cookie,
      'GET',
      `/api/leads/email-tracking?leadId=${leadId}`,
    );
    expect(tracking.items.map((i) => i.step)).toEqual([2, 1]);

    // The operator's screen shows the same report.
    await page.goto('/auth');
    await signInThroughForm(page, ADMIN.username, ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.goto(`/leads/${leadId}/report`);
    await see(page, `Competitive report: ${lead.storeName}`);
    await page
      .getByText(/a report needs at least 3/)
      .first()
      .waitFor();
    await j.shot('operator-report');
  });
});
