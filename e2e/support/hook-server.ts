// A local HTTPS server standing in for Slack's incoming webhooks and a workflow tool's webhook (n8n): it keeps
// every POST it receives and lists them at GET /__received, so the journeys (in another process) can read them.
// Webhook URLs must be https (as in production), so it serves a throwaway self-signed certificate that the app
// under test trusts through NODE_EXTRA_CA_CERTS.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type TReceivedHook = {
  receivedAt: string;
  path: string;
  headers: Record<string, string>;
  body: string;
};

export type THookCapture = {
  url: string;
  hostPort: string;
  /** The certificate's PEM file: give it to the app as NODE_EXTRA_CA_CERTS. */
  caFile: string;
  received: TReceivedHook[];
  close(): Promise<void>;
};

function selfSignedCertificate(): { keyFile: string; certFile: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'rivalwatch-e2e-tls-'));
  const keyFile = path.join(dir, 'key.pem');
  const certFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
    ].concat(['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1']),
    { stdio: 'ignore' },
  );
  return { keyFile, certFile };
}

export async function startHookCapture(port = 0): Promise<THookCapture> {
  const received: TReceivedHook[] = [];
  const { keyFile, certFile } = selfSignedCertificate();
  const tls = { key: readFileSync(keyFile), cert: readFileSync(certFile) };
  const server: Server = createServer(tls, (req, res) => {
    if (req.method === 'GET' && req.url === '/__received') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(received));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        receivedAt: new Date().toISOString(),
        path: req.url ?? '/',
        headers: Object.fromEntries(
          Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]),
        ),
        body: Buffer.concat(chunks).toString('utf8'),
      });
      // Slack's incoming webhooks answer a plain "ok".
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${bound}`,
    hostPort: `127.0.0.1:${bound}`,
    caFile: certFile,
    received,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
