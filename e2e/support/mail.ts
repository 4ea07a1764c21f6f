// Reads the emails the app sent to the SMTP capture of the global setup.
import type { TCapturedMail } from './mail-server.ts';
import { mailUrl } from './context.ts';

export type { TCapturedMail };

export async function listEmails(): Promise<TCapturedMail[]> {
  const res = await fetch(`${mailUrl()}/messages`);
  if (!res.ok) throw new Error(`mail capture answered ${res.status}`);
  return (await res.json()) as TCapturedMail[];
}

/** Waits for the first email to `to` (and matching `subject`, when given). */
export async function waitForEmail(opts: {
  to: string;
  subject?: RegExp;
  timeoutMs?: number;
}): Promise<TCapturedMail> {
  const to = opts.to.toLowerCase();
  const deadline = Date.now() + (opts.timeoutMs ?? 20_000);
  for (;;) {
    const found = (await listEmails()).find(
      (m) => m.to.includes(to) && (!opts.subject || opts.subject.test(m.subject)),
    );
    if (found) return found;
    if (Date.now() > deadline) {
      const seen = (await listEmails()).map((m) => `${m.to.join(',')}: ${m.subject}`);
      throw new Error(
        `No email to ${to}${opts.subject ? ` matching ${opts.subject}` : ''}. Seen: ${JSON.stringify(seen)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
