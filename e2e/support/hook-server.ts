// A local HTTP server standing in for Slack's incoming webhooks and a workflow tool's webhook (n8n): it keeps
// every POST it receives and lists them at GET /__received, so the journeys (in another process) can read them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TReceivedHook = {
  receivedAt: string;
  path: string;
  headers: Record<string, string>;
  body: string;
};

export type THookCapture = {
  url: string;
  hostPort: string;
  received: TReceivedHook[];
  close(): Promise<void>;
};

export async function startHookCapture(port = 0): Promise<THookCapture> {
  const received: TReceivedHook[] = [];
  const server: Server = createServer((req, res) => {
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
    url: `http://127.0.0.1:${bound}`,
    hostPort: `127.0.0.1:${bound}`,
    received,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
