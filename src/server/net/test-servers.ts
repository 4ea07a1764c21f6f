// Test helpers: real servers on loopback, and a record of every TCP connection attempt.
import http from 'node:http';
import net from 'node:net';
import { vi } from 'vitest';

export type TTestServer = {
  port: number;
  origin: string;
  /** TCP connections this server accepted. */
  connections: () => number;
  close: () => Promise<void>;
};

async function listen(server: net.Server): Promise<TTestServer> {
  let connections = 0;
  const sockets = new Set<net.Socket>();
  server.on('connection', (socket: net.Socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    connections: () => connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export function startHttpServer(handler: http.RequestListener): Promise<TTestServer> {
  return listen(http.createServer(handler));
}

/** A server that writes raw bytes, for answers node:http would refuse to send (lying content-length). */
export function startRawServer(onSocket: (socket: net.Socket) => void): Promise<TTestServer> {
  return listen(
    net.createServer((socket) => {
      socket.on('error', () => {});
      socket.once('data', () => onSocket(socket));
    }),
  );
}

export type TConnectRecord = { host: string | undefined; port: number | undefined };

/** Records every net.Socket#connect call (plain TCP and TLS) made while it is installed. */
export function recordConnections(): { attempts: TConnectRecord[]; restore: () => void } {
  const attempts: TConnectRecord[] = [];
  const original = net.Socket.prototype.connect;
  const spy = vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (
    this: net.Socket,
    ...args: unknown[]
  ) {
    // net.connect passes its normalized [options, callback] array; tls.connect passes options.
    const first = Array.isArray(args[0]) ? args[0][0] : args[0];
    const opts = (typeof first === 'object' && first ? first : {}) as { host?: string; port?: number };
    attempts.push({ host: opts.host, port: opts.port });
    return (original as (...a: unknown[]) => net.Socket).apply(this, args);
  });
  return { attempts, restore: () => spy.mockRestore() };
}
