import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { useTestApp, type TTestContext } from './test-app';

/** Test helpers: a real SMTP server on loopback, a dead port, and enough MIME to read our own emails. */

export type TReceived = { from: string; to: string[]; raw: string };

/** A real SMTP server on a free local port that keeps every message it receives. */
export type TSmtpOptions = {
  /** Called with each message and its number (from 1); 'hold' leaves its DATA unanswered, as a dying sender sees. */
  onMessage?: (message: TReceived, n: number) => 'hold' | void;
};

export async function startSmtp(
  opts: TSmtpOptions = {},
): Promise<{ url: string; received: TReceived[]; close(): Promise<void> }> {
  const received: TReceived[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(message);
        if (opts.onMessage?.(message, received.length) !== 'hold') callback();
      });
    },
  });
  // A held connection that its client drops is an error on the server: expected, not a failure.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * useTestApp with SMTP_URL pointing at a real SMTP server started for the file. useTestApp reads env in each
 * beforeEach, after every beforeAll has run, so the URL is filled in by then. Read `smtp` inside tests only.
 */
export function useSmtpTestApp(
  env: Record<string, string> = {},
  smtpOptions: TSmtpOptions = {},
): {
  ctx: TTestContext;
  smtp: { readonly url: string; readonly received: TReceived[] };
} {
  const vars: Record<string, string> = { ...env };
  const ctx = useTestApp({ env: vars });
  let server: Awaited<ReturnType<typeof startSmtp>> | undefined;
  beforeAll(async () => {
    server = await startSmtp(smtpOptions);
    vars.SMTP_URL = server.url;
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    ctx,
    smtp: {
      get url() {
        return server!.url;
      },
      get received() {
        return server!.received;
      },
    },
  };
}

/** A local port with nothing listening on it. */
export async function deadPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** The decoded bodies of a multipart message, by content type (enough MIME for our own emails). */
export function mimeParts(raw: string): Record<string, string> {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) throw new Error('not a multipart message');
  const parts: Record<string, string> = {};
  for (const chunk of raw.split(`--${boundary}`).slice(1, -1)) {
    const [head = '', ...rest] = chunk.replace(/^\r\n/, '').split('\r\n\r\n');
    const body = rest.join('\r\n\r\n').replace(/\r\n$/, '');
    const type = /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.toLowerCase() ?? 'text/plain';
    const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
    parts[type] =
      encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8')
        : encoding === 'base64'
          ? Buffer.from(body, 'base64').toString('utf8')
          : body;
  }
  return parts;
}

/** A header's value in a raw message (folded lines joined). */
export function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}
