import { and, eq, sql } from 'drizzle-orm';
import type { TExecutor } from '../db/client';
import { emailTracking } from '../db/schema';
import { AppError } from '../lib/errors';
import { isSignedClick } from './tracking-links';

/** The open pixel: marks the email opened the first time; unknown tokens change nothing. */
export async function recordEmailOpen(opts: { db: TExecutor; token: string; now?: Date }): Promise<boolean> {
  const rows = await opts.db
    .update(emailTracking)
    .set({ opened: true, openedAt: opts.now ?? new Date() })
    .where(and(eq(emailTracking.token, opts.token), eq(emailTracking.opened, false)))
    .returning({ id: emailTracking.id });
  return rows.length > 0;
}

/**
 * A tracked click: only a link this email was signed with, and only to http(s), is redirected (never an open
 * redirect). Marks the email clicked, and opened (a click implies an open), the first time. Returns the target.
 */
export async function recordEmailClick(opts: {
  db: TExecutor;
  secret: string;
  token: string;
  url: string;
  sig: string;
  now?: Date;
}): Promise<string> {
  let target: URL;
  try {
    target = new URL(opts.url);
  } catch {
    throw new AppError('bad_request', 'This link is not valid.');
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:')
    throw new AppError('bad_request', 'This link is not valid: only web links can be opened.');
  if (!isSignedClick({ secret: opts.secret, token: opts.token, url: opts.url, sig: opts.sig }))
    throw new AppError('bad_request', 'This link is not valid: its signature does not match.');
  const now = opts.now ?? new Date();
  const rows = await opts.db
    .update(emailTracking)
    .set({
      clicked: true,
      clickedAt: sql`coalesce(${emailTracking.clickedAt}, ${now.toISOString()}::timestamptz)`,
      opened: true,
      openedAt: sql`coalesce(${emailTracking.openedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(emailTracking.token, opts.token))
    .returning({ id: emailTracking.id });
  if (rows.length === 0) throw new AppError('bad_request', 'This link is not valid: the email is unknown.');
  return opts.url;
}
