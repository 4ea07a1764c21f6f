// The connect-time check, exercised through undici's own request() so no text-level rule can help it.
import https from 'node:https';
import type net from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { AllowedHostsError } from './allowed-hosts';
import { FetchBlockedError, NetworkError } from './fetch-errors';
import {
  createSafeDispatcher,
  parseAllowedPrivateHosts,
  type SafeDispatcher,
  type TResolver,
} from './safe-dispatcher';
import { recordConnections, startHttpServer, type TTestServer } from './test-servers';
import { TEST_TLS_CERT, TEST_TLS_KEY } from './test-tls-fixture';

let allowedServer: TTestServer;
let otherServer: TTestServer;
let dispatcher: SafeDispatcher;
let connects: ReturnType<typeof recordConnections>;
const resolverCalls: string[] = [];

// Stands in for DNS: nothing here ever leaves the machine.
const fakeDns: Record<string, { address: string; family: 4 | 6 }[]> = {
  'evil.example': [{ address: '10.0.0.1', family: 4 }],
  'mixed.example': [
    { address: '93.184.216.34', family: 4 },
    { address: '192.168.1.10', family: 4 },
  ],
  'metadata.example': [{ address: '::ffff:169.254.169.254', family: 6 }],
  'v6-loopback.example': [{ address: '::1', family: 6 }],
  'cgnat.example': [{ address: '100.64.0.7', family: 4 }],
  'shop.rivalwatch-test.invalid': [{ address: '127.0.0.1', family: 4 }],
  'other.rivalwatch-test.invalid': [{ address: '127.0.0.1', family: 4 }],
};
const resolve: TResolver = async (host) => {
  resolverCalls.push(host);
  const found = fakeDns[host];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
  return found;
};

beforeAll(async () => {
  allowedServer = await startHttpServer((req, res) => res.end(`hello ${req.headers.host}`));
  otherServer = await startHttpServer((_req, res) => res.end('must never be reached'));
  dispatcher = createSafeDispatcher({
    allowedPrivateHosts: `127.0.0.1:${allowedServer.port}, shop.rivalwatch-test.invalid:${allowedServer.port}`,
    resolve,
  });
});
afterAll(async () => {
  await dispatcher.close();
  await allowedServer.close();
  await otherServer.close();
});
beforeEach(() => {
  resolverCalls.length = 0;
  connects = recordConnections();
});
afterEach(() => connects.restore());

async function expectBlockedBeforeConnecting(url: string) {
  const err = await request(url, { dispatcher }).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FetchBlockedError);
  expect((err as FetchBlockedError).reason).toBe('private_address');
  expect((err as FetchBlockedError).message).toBe(
    "This address points to a private or local network and can't be monitored.",
  );
  expect(connects.attempts).toEqual([]);
}

describe('SafeDispatcher, IP literals', () => {
  it.each([
    'http://127.0.0.1/',
    'http://0.0.0.0/',
    'http://[::1]/',
    'http://[::]/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://10.255.255.254/',
    'http://172.16.0.1/',
    'http://172.31.255.254/',
    'http://192.168.0.1/',
    'http://100.64.0.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[64:ff9b::a9fe:a9fe]/',
    'http://[2002:7f00:1::]/',
    'http://[fd00:ec2::254]/',
    'http://[fe80::1]/',
    'http://224.0.0.1/',
    'http://198.18.0.1/',
    'https://127.0.0.1/',
  ])('refuses %s before connecting', async (url) => {
    await expectBlockedBeforeConnecting(url);
  });

  it('refuses the allow-listed host on a port that is not allow-listed', async () => {
    await expectBlockedBeforeConnecting(`${otherServer.origin}/`);
    expect(otherServer.connections()).toBe(0);
  });

  it('connects to an allow-listed host:port', async () => {
    const res = await request(`${allowedServer.origin}/x`, { dispatcher });
    expect(res.statusCode).toBe(200);
    expect(await res.body.text()).toBe(`hello 127.0.0.1:${allowedServer.port}`);
    expect(connects.attempts).toEqual([{ host: '127.0.0.1', port: allowedServer.port }]);
  });
});

describe('SafeDispatcher, names', () => {
  it.each([
    ['evil.example', '10.0.0.1'],
    ['mixed.example', 'a public and a private address'],
    ['metadata.example', '::ffff:169.254.169.254'],
    ['v6-loopback.example', '::1'],
    ['cgnat.example', '100.64.0.7'],
  ])('refuses %s (resolving to %s) before connecting', async (host) => {
    await expectBlockedBeforeConnecting(`http://${host}/`);
    expect(resolverCalls).toEqual([host]);
  });

  it('refuses localhost through the system resolver', async () => {
    const system = createSafeDispatcher();
    const err = await request(`http://localhost:${allowedServer.port}/`, { dispatcher: system }).catch(
      (e: unknown) => e,
    );
    await system.close();
    expect(err).toBeInstanceOf(FetchBlockedError);
    expect(connects.attempts).toEqual([]);
  });

  it('connects an allow-listed name to exactly the address it resolved to (pinned, no second lookup)', async () => {
    const res = await request(`http://shop.rivalwatch-test.invalid:${allowedServer.port}/`, { dispatcher });
    expect(await res.body.text()).toBe(`hello shop.rivalwatch-test.invalid:${allowedServer.port}`);
    expect(resolverCalls).toEqual(['shop.rivalwatch-test.invalid']);
    expect(connects.attempts).toHaveLength(1);
  });

  it('reports a name that does not resolve as a network error', async () => {
    const err = await request('http://nowhere.example/', { dispatcher }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(err).toMatchObject({ code: 'dns_failed', systemCode: 'ENOTFOUND' });
    expect(connects.attempts).toEqual([]);
  });

  it('times out a resolver that never answers', async () => {
    const slow = createSafeDispatcher({ resolve: () => new Promise(() => {}), connectTimeoutMs: 100 });
    const err = await request('http://slow.example/', { dispatcher: slow }).catch((e: unknown) => e);
    await slow.close();
    expect(err).toMatchObject({ name: 'NetworkError', code: 'connect_timeout' });
  });
});

describe('SafeDispatcher, https to a pinned address', () => {
  let server: https.Server;
  let port: number;
  let tlsDispatcher: SafeDispatcher;

  beforeAll(async () => {
    server = https.createServer({ key: TEST_TLS_KEY, cert: TEST_TLS_CERT }, (req, res) =>
      res.end(`secure ${req.headers.host}`),
    );
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    port = (server.address() as net.AddressInfo).port;
    tlsDispatcher = createSafeDispatcher({
      allowedPrivateHosts: `shop.rivalwatch-test.invalid:${port},other.rivalwatch-test.invalid:${port}`,
      resolve,
      tls: { ca: TEST_TLS_CERT },
    });
  });
  afterAll(async () => {
    await tlsDispatcher.close();
    await new Promise((done) => server.close(done));
  });

  it('sends the name as SNI and verifies the certificate against it', async () => {
    const res = await request(`https://shop.rivalwatch-test.invalid:${port}/`, { dispatcher: tlsDispatcher });
    expect(await res.body.text()).toBe(`secure shop.rivalwatch-test.invalid:${port}`);
  });

  it('refuses a certificate that does not name the host', async () => {
    const err = await request(`https://other.rivalwatch-test.invalid:${port}/`, {
      dispatcher: tlsDispatcher,
    }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NetworkError);
    expect(err).toMatchObject({ code: 'tls_failed' });
  });
});

describe('parseAllowedPrivateHosts', () => {
  it('reads comma-separated host:port pairs into canonical keys', () => {
    expect([
      ...parseAllowedPrivateHosts(' 127.0.0.1:4010, LOCALHOST:4011 ,[::1]:4012,2130706433:80,'),
    ]).toEqual(['127.0.0.1:4010', 'localhost:4011', '[::1]:4012', '127.0.0.1:80']);
  });

  it('admits IPv4 literals inside a range on its port, and nothing else', () => {
    const allowed = parseAllowedPrivateHosts('127.64.0.0/10:5401');
    expect(allowed.has('127.64.0.1:5401')).toBe(true);
    expect(allowed.has('127.127.255.254:5401')).toBe(true);
    expect(allowed.has('127.128.0.1:5401')).toBe(false);
    expect(allowed.has('127.64.0.1:5402')).toBe(false);
    expect(allowed.has('store.localhost:5401')).toBe(false);
    expect(() => parseAllowedPrivateHosts('127.0.0.0/4:80')).toThrow(AllowedHostsError);
  });

  it('is empty for an unset or blank value', () => {
    expect(parseAllowedPrivateHosts().size).toBe(0);
    expect(parseAllowedPrivateHosts('  ').size).toBe(0);
  });

  it.each(['127.0.0.1', 'localhost:0', 'localhost:70000', ':4000', 'user@host:80', 'a b:80', '::1:4000'])(
    'rejects %j with a readable message',
    (value) => {
      expect(() => parseAllowedPrivateHosts(value)).toThrow(AllowedHostsError);
      expect(() => parseAllowedPrivateHosts(value)).toThrow(/is not a host:port pair/);
    },
  );
});
