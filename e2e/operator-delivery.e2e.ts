// Journey: the admin checks the email outbox (SMTP is configured here), sees the n8n page say what to configure,
// and moves the weekly email schedule in Settings → email intervals.
import { describe, expect, test } from 'vitest';
import { ADMIN } from './support/app-server.ts';
import { useJourney } from './support/browser.ts';
import { see, shownOption, signInThroughForm } from './support/ui.ts';

describe('operator: outbox, n8n and email schedule', () => {
  const j = useJourney('operator-delivery');

  test('the admin reads the outbox banner, the n8n setup and saves the weekly schedule', async () => {
    const { page } = j;
    await signInThroughForm(page, ADMIN.username, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();

    await page.goto('/admin/outbox');
    await see(page, 'SMTP is configured: new emails are sent; this list shows emails kept earlier.');
    await j.shot('outbox');

    await page.goto('/n8n');
    await see(page, 'N8N Integration');
    await see(page, /N8N_WEBHOOK_URL/);
    await see(page, 'Disabled');
    await j.shot('n8n');

    await page.goto('/settings?tab=email-intervals');
    await page.getByLabel('Hour').selectOption('8');
    await page.getByRole('button', { name: 'Save configuration' }).click();
    await see(page, 'Configuration Updated');
    await page.reload();
    await page.getByLabel('Hour').waitFor();
    expect(await shownOption(page.getByLabel('Hour'))).toBe('08:00');
    await j.shot('email intervals');
  });
});
