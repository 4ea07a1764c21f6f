// Journey: the contact form sends a message; the sender gets a confirmation email over SMTP.
import { describe, expect, test } from 'vitest';
import { useJourney } from './support/browser.ts';
import { waitForEmail } from './support/mail.ts';
import { see, shownOption } from './support/ui.ts';

describe('contact form', () => {
  const j = useJourney('contact');

  test('a visitor sends a message and receives a confirmation', async () => {
    const { page } = j;
    const subject = 'Tracking a store behind a password page';
    await page.goto('/contact');

    await page.getByLabel('Name', { exact: true }).fill('Dave Lister');
    await page.getByLabel('Email', { exact: true }).fill('dave@example.com');
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    expect(await shownOption(page.getByLabel('Category', { exact: true }))).toContain('General');
    expect(await shownOption(page.getByLabel('Priority', { exact: true }))).toContain('Medium');
    await page
      .getByLabel('Message', { exact: true })
      .fill('One of my competitors hides their store behind a password page. Can Rivalwatch still track it?');
    await j.shot('contact form filled');

    await page.getByRole('button', { name: 'Send Message' }).click();
    await see(page, 'Message Sent Successfully');
    await j.shot('message sent toast');

    const mail = await waitForEmail({ to: 'dave@example.com' });
    expect(mail.subject).toContain(subject);
    expect(mail.text).toContain('Dave Lister');
  });
});
