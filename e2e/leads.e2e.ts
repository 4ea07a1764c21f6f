// Journey: the growth screens. An admin imports leads from a CSV (preview first, then import), finds one, edits it,
// and sees that Generate Leads Now says what to configure when no store directory is set. Then the three screens at
// phone width.
import { describe, expect, test } from 'vitest';
import { ADMIN } from './support/app-server.ts';
import { useJourney } from './support/browser.ts';
import { noSidewaysScroll, see, signInThroughForm } from './support/ui.ts';

const CSV = [
  'Store Name,Website,Email,Country,Category',
  '"Peak, Outdoor",https://www.peak-outdoor.example.com/,owner@peak-outdoor.example.com,Canada,Fitness',
  'Glow Lab,glow-lab.example.com,hello@glow-lab.example.com,US,Beauty',
  'No Site,,nobody@example.com,US,Tech',
].join('\r\n');

describe('leads', () => {
  const j = useJourney('leads');

  test('an admin previews and imports a CSV, edits a lead and is told what the directory needs', async () => {
    const { page } = j;
    await signInThroughForm(page, ADMIN.username, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    await page.goto('/leads');
    await page.getByRole('heading', { level: 1, name: 'Lead Management' }).waitFor();

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog');
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'leads.csv', mimeType: 'text/csv', buffer: Buffer.from(CSV) });
    await see(dialog, '2 to add, 0 to merge, 0 already known, 1 refused.');
    await see(dialog, 'No website or domain: a lead is one store domain');
    await j.shot('import preview');
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await see(page, 'Import Complete');
    await page.getByRole('button', { name: 'Edit Peak, Outdoor' }).first().waitFor();
    await j.shot('leads imported');

    await page.getByLabel('Search leads').fill('glow');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('glow');
    await expect.poll(() => page.getByRole('button', { name: 'Edit Peak, Outdoor' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Edit Glow Lab' }).first().click();
    const edit = page.getByRole('dialog');
    await edit.getByLabel('Status').selectOption('contacted');
    await edit.getByLabel('Notes').fill('Wrote on LinkedIn');
    await edit.getByRole('button', { name: 'Save' }).click();
    await see(page, 'Lead Updated');
    await page.reload();
    await expect.poll(() => page.getByLabel('Search leads').inputValue()).toBe('glow');
    await see(page, 'Contacted');
    await j.shot('lead edited');

    await page.goto('/admin/marketing');
    await page.getByRole('heading', { level: 1, name: 'Marketing automation' }).waitFor();
    await page.getByRole('button', { name: 'Generate Leads Now' }).click();
    await see(page, 'Lead Generation Failed');
    await see(page, /set LEAD_DIRECTORY_URL and LEAD_DIRECTORY_API_KEY/);
    await j.shot('directory not configured');
  });
});

describe('growth screens at phone width', () => {
  const j = useJourney('leads-mobile', { viewport: { width: 375, height: 800 } });

  test('the three growth screens fit a 375 px screen', async () => {
    const { page } = j;
    await signInThroughForm(page, ADMIN.username, ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();
    for (const [path, heading] of [
      ['/leads', 'Lead Management'],
      ['/admin/marketing', 'Marketing automation'],
      ['/admin/lead-email-config', 'Lead email timing'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await noSidewaysScroll(page, path);
      await j.shot(heading);
    }
  });
});
