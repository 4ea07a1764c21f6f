import { sql } from 'drizzle-orm';
import type { TOutreachInboundEvent, TOutreachInboundResult } from '@shared/contracts/outreach';
import type { TDb, TExecutor } from '../db/client';
import { rowsOf } from '../db/rows';
import { classifyInbound } from './inbound-message';
import { stopSequences, suppressAddress } from './stop-sequence';

/** The latest outreach email to an address, or the one with the given Message-ID. */
async function findOutreachEmail(
  db: TExecutor,
  by: { email?: string | null; messageId?: string | null },
): Promise<{ id: string; lead_id: string; recipient_email: string } | null> {
  const messageId = by.messageId?.trim();
  if (messageId) {
    const [row] = rowsOf<{ id: string; lead_id: string; recipient_email: string }>(
      await db.execute(sql`
        SELECT e.id, e.lead_id, e.recipient_email FROM outreach_emails e
        JOIN email_tracking t ON t.id = e.email_tracking_id
        WHERE t.message_id = ${messageId.startsWith('<') ? messageId : `<${messageId}>`} LIMIT 1`),
    );
    if (row) return row;
  }
  if (!by.email) return null;
  const [row] = rowsOf<{ id: string; lead_id: string; recipient_email: string }>(
    await db.execute(sql`
      SELECT id, lead_id, recipient_email FROM outreach_emails WHERE recipient_email = ${by.email.toLowerCase()}
      ORDER BY queued_at DESC, id DESC LIMIT 1`),
  );
  return row ?? null;
}

/**
 * A message that came back to outreach (docs/product-rules.md R104), as a provider event or as raw text: a hard
 * bounce (5.x.x) or a complaint suppresses the address for good and stops the sequence; a soft bounce is noted only;
 * an auto-reply is neither a bounce nor a reply; a reply marks repliedAt, stops the sequence and the lead becomes
 * responded.
 */
export async function handleInbound(opts: {
  db: TDb;
  input: { event: TOutreachInboundEvent } | { raw: string };
  now: Date;
}): Promise<TOutreachInboundResult> {
  const { now } = opts;
  let event: TOutreachInboundEvent | { type: 'auto_reply'; email: string | null; messageId?: string };
  if ('raw' in opts.input) {
    const kind = classifyInbound(opts.input.raw);
    if (kind.kind === 'dsn')
      event = {
        type: kind.delivered ? 'delivered' : 'bounce',
        email: kind.recipient ?? '',
        bounceType: kind.hard ? 'hard' : 'soft',
        messageId: kind.messageId ?? undefined,
      };
    else if (kind.kind === 'auto_reply')
      event = { type: 'auto_reply', email: kind.from, messageId: kind.inReplyTo ?? undefined };
    else event = { type: 'reply', email: kind.from ?? '', messageId: kind.inReplyTo ?? undefined };
  } else event = opts.input.event;

  return opts.db.transaction(async (tx) => {
    const email = await findOutreachEmail(tx, { email: event.email, messageId: event.messageId });
    const leadId = email?.lead_id ?? null;
    if (!email)
      return {
        outcome: 'ignored',
        leadId,
        message: 'No outreach email matches this message; nothing changed.',
      };
    const at = now.toISOString();
    switch (event.type) {
      case 'auto_reply':
        return {
          outcome: 'auto_reply',
          leadId,
          message: 'An automatic reply: not a bounce and not a reply; the sequence goes on.',
        };
      case 'delivered':
        await tx.execute(
          sql`UPDATE outreach_emails SET delivered_at = coalesce(delivered_at, ${at}) WHERE id = ${email.id}`,
        );
        return { outcome: 'delivered', leadId, message: 'Marked delivered.' };
      case 'bounce':
        if (event.bounceType === 'soft')
          return {
            outcome: 'soft_bounce',
            leadId,
            message: 'A temporary failure (4.x.x): the address is kept; the mail server retries.',
          };
        await tx.execute(
          sql`UPDATE outreach_emails SET bounced_at = coalesce(bounced_at, ${at}) WHERE id = ${email.id}`,
        );
        await suppressAddress({ db: tx, email: email.recipient_email, reason: 'hard_bounce', leadId, now });
        return {
          outcome: 'hard_bounce',
          leadId,
          message: 'A hard bounce: the address is suppressed and the sequence stopped.',
        };
      case 'complaint':
        await suppressAddress({ db: tx, email: email.recipient_email, reason: 'complaint', leadId, now });
        return { outcome: 'complaint', leadId, message: 'A complaint: the address is suppressed.' };
      case 'reply':
        await tx.execute(
          sql`UPDATE outreach_emails SET replied_at = coalesce(replied_at, ${at}) WHERE id = ${email.id}`,
        );
        await tx.execute(sql`
          UPDATE leads SET status = CASE WHEN status IN ('new', 'contacted') THEN 'responded' ELSE status END,
            updated_at = ${at}
          WHERE id = ${leadId}`);
        await stopSequences({ db: tx, leadIds: [leadId!], reason: 'replied', now });
        return {
          outcome: 'reply',
          leadId,
          message: 'A reply: the lead is responded and the sequence stopped.',
        };
    }
  });
}
