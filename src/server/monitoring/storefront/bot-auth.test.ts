// Web Bot Auth: the fake store verifies our signed requests, with a trusted key and through our key directory.
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  jwkThumbprint as fakeStoreThumbprint,
  type FakeStore,
} from '../../../../tools/fake-shopify/index.ts';
import {
  BOT_AUTH_DIRECTORY_CONTENT_TYPE,
  BOT_AUTH_DIRECTORY_PATH,
  createBotAuthSigner,
  keyDirectory,
} from './bot-auth';
import { readCatalogue } from './read-catalogue';
import { fastOptions, startTestStores, stopTestStores, type TTestStores } from './test-helpers';

const { privateKey } = generateKeyPairSync('ed25519');
const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
const privateJwk = privateKey.export({ format: 'jwk' });

let t: TTestStores;
let trusting: FakeStore;
let viaDirectory: FakeStore;
let directory: Server;
let agentOrigin: string;

beforeAll(async () => {
  const signer = createBotAuthSigner({ privateKey: pem, signatureAgent: 'https://example.invalid' });
  // Our origin, serving the key directory the way the app's route will.
  directory = createServer((req, res) => {
    if (req.url !== BOT_AUTH_DIRECTORY_PATH) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': BOT_AUTH_DIRECTORY_CONTENT_TYPE });
    res.end(JSON.stringify(keyDirectory(signer.publicJwk)));
  });
  await new Promise<void>((r) => directory.listen(0, '127.0.0.1', r));
  agentOrigin = `http://127.0.0.1:${(directory.address() as AddressInfo).port}`;
  t = await startTestStores([
    { products: 300, verifyBotAuth: { publicJwk: signer.publicJwk, requireSignature: true } },
    { products: 20, verifyBotAuth: { useSignatureAgentDirectory: true, requireSignature: true } },
  ]);
  [trusting, viaDirectory] = t.stores as [FakeStore, FakeStore];
});
afterAll(async () => {
  await stopTestStores(t);
  await new Promise((r) => directory.close(r));
});

describe('Web Bot Auth', () => {
  it('signs every request so that the store verifies it (key trusted directly)', async () => {
    const signer = createBotAuthSigner({ privateKey: pem, signatureAgent: 'https://rivalwatch.example' });
    const { outcome } = await readCatalogue({ ...fastOptions(trusting, t), sign: signer.sign });
    expect(outcome.complete).toBe(true);
    expect(outcome.products).toHaveLength(300);
    const log = trusting.requests();
    expect(log.length).toBeGreaterThanOrEqual(4);
    for (const entry of log) {
      expect(entry.botAuth).toMatchObject({
        present: true,
        valid: true,
        keyid: signer.keyid,
        agent: 'https://rivalwatch.example',
        components: ['@authority', 'signature-agent'],
      });
      expect(entry.botAuth!.expires! - entry.botAuth!.created!).toBe(60);
    }
    expect(signer.keyid).toBe(fakeStoreThumbprint(signer.publicJwk));
  });

  it('is verified through our key directory at the Signature-Agent origin', async () => {
    const signer = createBotAuthSigner({ privateKey: privateJwk, signatureAgent: agentOrigin });
    const { outcome } = await readCatalogue({ ...fastOptions(viaDirectory, t), sign: signer.sign });
    expect(outcome.products).toHaveLength(20);
    expect(viaDirectory.requests().every((r) => r.botAuth?.valid === true)).toBe(true);
    expect(viaDirectory.botAuth?.keys.fetches).toBe(1);
  });

  it('is refused by the strict store without a signature, and with a key it does not know', async () => {
    const unsigned = await readCatalogue(fastOptions(trusting, t, { retry: { maxRetries: 0 } })).catch(
      (e: unknown) => e,
    );
    expect(unsigned).toMatchObject({ type: 'rate_limited' });
    const stranger = generateKeyPairSync('ed25519').privateKey;
    const other = createBotAuthSigner({ privateKey: stranger, signatureAgent: 'https://rivalwatch.example' });
    const refused = await readCatalogue({
      ...fastOptions(trusting, t, { retry: { maxRetries: 0 } }),
      sign: other.sign,
    }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ type: 'rate_limited' });
    expect(trusting.requests().at(-1)?.botAuth).toMatchObject({ valid: false, reason: 'unknown keyid' });
  });

  it('publishes only the public key in the directory', () => {
    const body = keyDirectory(privateJwk);
    expect(body).toEqual({
      keys: [{ kty: 'OKP', crv: 'Ed25519', x: privateJwk.x, kid: fakeStoreThumbprint(privateJwk) }],
    });
    expect(JSON.stringify(body)).not.toContain(String(privateJwk.d));
  });

  it('accepts a PEM with escaped newlines (as env vars carry it) and rejects other key types', () => {
    const escaped = pem.replace(/\n/g, '\\n');
    expect(createBotAuthSigner({ privateKey: escaped, signatureAgent: 'https://a.example' }).keyid).toBe(
      fakeStoreThumbprint(privateJwk),
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    expect(() => createBotAuthSigner({ privateKey: rsa, signatureAgent: 'https://a.example' })).toThrow(
      /Ed25519/,
    );
  });
});
