import type { TExecutor } from '../db/client';
import { enqueueEmail } from '../email/enqueue-email';
import { welcomeEmail } from './lifecycle-templates';

/**
 * Queues the welcome email inside the sign-up transaction (once per user); the caller sends it right after
 * commit with sendEmailNow. Returns its id (null when it was queued before).
 */
export async function queueWelcomeEmail(opts: {
  db: TExecutor;
  appUrl: string;
  secret: string;
  user: { id: string; email: string; username: string; firstName: string | null };
}): Promise<string | null> {
  const queued = await enqueueEmail({
    db: opts.db,
    appUrl: opts.appUrl,
    secret: opts.secret,
    userId: opts.user.id,
    emailType: 'welcome',
    occasion: 'once',
    render: (links) =>
      welcomeEmail(
        { to: opts.user.email, name: opts.user.firstName || opts.user.username, appUrl: opts.appUrl },
        links,
      ),
  });
  return queued?.id ?? null;
}
