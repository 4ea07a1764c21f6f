import nodemailer from 'nodemailer';
import type { TExecutor } from '../db/client';
import { emailOutbox } from '../db/schema';

export type TEmail = {
  /** What kind of email this is (password_reset, contact_confirmation, ...): for the outbox and tracking. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /** A fixed Message-ID (queued emails): a resend after a crash is then the same message to the receiver. */
  messageId?: string;
};

export type TDelivery = { transport: 'smtp' | 'outbox'; id: string };

export type TMailer = {
  transport: 'smtp' | 'outbox';
  send(email: TEmail): Promise<TDelivery>;
  /** Connects to the SMTP server and greets it (the status probe); the outbox has nothing to check. */
  verify(): Promise<void>;
  close(): void;
};

type TLog = { info(obj: object, msg: string): void };

/** SMTP when a URL is configured, else the outbox table (and a log line) so nothing is lost in embedded mode. */
export function createMailer(opts: { db: TExecutor; smtpUrl?: string; from: string; log: TLog }): TMailer {
  if (opts.smtpUrl) {
    const transporter = nodemailer.createTransport(opts.smtpUrl);
    return {
      transport: 'smtp',
      async send(email) {
        const info = await transporter.sendMail({
          from: opts.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          headers: email.headers,
          messageId: email.messageId,
        });
        return { transport: 'smtp', id: info.messageId };
      },
      async verify() {
        await transporter.verify();
      },
      close: () => transporter.close(),
    };
  }
  return {
    transport: 'outbox',
    async send(email) {
      const [row] = await opts.db
        .insert(emailOutbox)
        .values({
          kind: email.kind,
          toAddress: email.to,
          fromAddress: opts.from,
          subject: email.subject,
          text: email.text,
          html: email.html,
          headers: { ...email.headers, ...(email.messageId ? { 'Message-ID': email.messageId } : {}) },
        })
        .returning({ id: emailOutbox.id });
      opts.log.info(
        { emailId: row!.id, kind: email.kind },
        'email kept in the outbox (no SMTP_URL configured)',
      );
      return { transport: 'outbox', id: row!.id };
    },
    verify: async () => {},
    close: () => {},
  };
}
