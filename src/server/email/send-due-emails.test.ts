import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, emailTracking } from '../db/schema';
import { createLogger } from '../lib/logger';
import { useTestApp } from '../testing/test-app';
import { enqueueEmail } from './enqueue-email';
import type { TMailer } from './mailer';
import { sendDueEmails } from './send-due-emails';
import { renderLayout } from './templates/layout';

const log = createLogger('silent');

describe('the email queue', () => {
  const ctx = useTestApp();

  const queue = () =>
    enqueueEmail({
      db: ctx.db,
      appUrl: ctx.config.APP_URL,
      secret: ctx.config.SESSION_SECRET,
      userId: null,
      emailType: 'contact_confirmation',
      render: (links) => ({
        kind: 'contact_confirmation',
        to: 'shopper@example.com',
        subject: 'Hello',
        ...renderLayout({
          title: 'Hello',
          paragraphs: ['Hi'],
          action: { label: 'Go', url: links.track('https://x.test/') },
        }),
      }),
    });

  it('sends a queued email once, with its fixed Message-ID, and records it as sent', async () => {
    const queued = await queue();
    expect(await sendDueEmails({ db: ctx.db, mailer: ctx.mailer, log })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    });
    expect(await sendDueEmails({ db: ctx.db, mailer: ctx.mailer, log })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    const [row] = await ctx.db.select().from(emailTracking).where(eq(emailTracking.id, queued!.id));
    expect(row).toMatchObject({ status: 'sent', attemptCount: 1, failureReason: null });
    const kept = await ctx.db.select().from(emailOutbox);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.headers['Message-ID']).toBe(row!.messageId);
    expect(kept[0]!.html).toContain(`/api/email/click/${row!.token}?url=`);
  });

  it('retries a failed send with backoff and marks it failed with the reason after the last try', async () => {
    const queued = await queue();
    const broken: TMailer = {
      transport: 'smtp',
      send: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:2525')),
      verify: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:2525')),
      close: () => {},
    };
    let now = new Date();
    for (let attempt = 1; attempt <= 5; attempt++) {
      const r = await sendDueEmails({ db: ctx.db, mailer: broken, log, now });
      expect(r).toEqual(
        attempt < 5 ? { sent: 0, retrying: 1, failed: 0 } : { sent: 0, retrying: 0, failed: 1 },
      );
      // Not due again before its backoff has passed.
      expect((await sendDueEmails({ db: ctx.db, mailer: broken, log, now })).retrying).toBe(0);
      now = new Date(now.getTime() + 7 * 60 * 60_000);
    }
    const [row] = await ctx.db.select().from(emailTracking).where(eq(emailTracking.id, queued!.id));
    expect(row).toMatchObject({
      status: 'failed',
      attemptCount: 5,
      failureReason: 'connect ECONNREFUSED 127.0.0.1:2525',
    });
  });
});
