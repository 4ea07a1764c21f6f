// Web Bot Auth verification: requests signed here with node:crypto (Ed25519, RFC 9421) are accepted; tampered,
// expired, unknown-key and unsigned ones are not.

import { createHash, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIRECTORY_PATH, startFakeShopify, type FakeShopify, type FakeStore } from './index.ts';

const { publicKey, privateKey } = generateKeyPairSync('ed25519');
const jwk = publicKey.export({ format: 'jwk' }) as JsonWebKey;
const keyid = createHash('sha256')
  .update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x }))
  .digest('base64url');

interface SignOptions {
  key?: KeyObject;
  keyid?: string;
  agent?: string;
  /** Component identifier used for the agent header, e.g. '"signature-agent";key="agent1"'. */
  agentComponent?: string;
  created?: number;
  expires?: number;
  authority?: string;
}

function signedHeaders(url: string, o: SignOptions = {}): Record<string, string> {
  const now = Math.floor(Date.now() / 1000);
  const agent = o.agent ?? '"https://bot.rivalwatch.test"';
  const agentComponent = o.agentComponent ?? '"signature-agent"';
  const agentValue = agentComponent.includes(';key=') ? agent.replace(/^[a-z0-9]+=/, '') : agent;
  const params =
    `("@authority" ${agentComponent});created=${o.created ?? now};expires=${o.expires ?? now + 300}` +
    `;keyid="${o.keyid ?? keyid}";alg="ed25519";nonce="${createHash('md5').update(String(Math.random())).digest('base64')}"` +
    ';tag="web-bot-auth"';
  const base = [
    `"@authority": ${o.authority ?? new URL(url).host}`,
    `${agentComponent}: ${agentValue}`,
    `"@signature-params": ${params}`,
  ].join('\n');
  const signature = sign(null, Buffer.from(base), o.key ?? privateKey).toString('base64');
  return { 'signature-agent': agent, 'signature-input': `sig1=${params}`, signature: `sig1=:${signature}:` };
}

let fake: FakeShopify;
let direct: FakeStore;
let strict: FakeStore;
let viaDirectory: FakeStore;
let viaAgent: FakeStore;
let directory: Server;
let directoryOrigin: string;

beforeAll(async () => {
  directory = createServer((req, res) => {
    if (req.url !== DIRECTORY_PATH) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'application/http-message-signatures-directory+json' });
    res.end(JSON.stringify({ keys: [{ kty: jwk.kty, crv: jwk.crv, x: jwk.x }] }));
  });
  await new Promise<void>((r) => directory.listen(0, '127.0.0.1', r));
  directoryOrigin = `http://127.0.0.1:${(directory.address() as AddressInfo).port}`;
  fake = await startFakeShopify({
    stores: [
      { name: 'Direct', products: 3, verifyBotAuth: { publicJwk: jwk } },
      { name: 'Strict', products: 3, verifyBotAuth: { publicJwk: jwk, requireSignature: true } },
      {
        name: 'Directory',
        products: 3,
        verifyBotAuth: { directoryUrl: `${directoryOrigin}${DIRECTORY_PATH}` },
      },
      { name: 'Agent', products: 3, verifyBotAuth: { useSignatureAgentDirectory: true } },
    ],
  });
  [direct, strict, viaDirectory, viaAgent] = fake.stores as [FakeStore, FakeStore, FakeStore, FakeStore];
});
afterAll(async () => {
  await fake.close();
  await new Promise((r) => directory.close(r));
});

async function verdict(store: FakeStore, headers: Record<string, string> = {}, path = '/products.json') {
  const res = await fetch(`${store.url}${path}`, { headers });
  await res.text();
  const entry = store.requests().at(-1);
  return { status: res.status, ...entry?.botAuth };
}

describe('Web Bot Auth verification', () => {
  it('accepts a correctly signed request', async () => {
    const url = `${direct.url}/products.json`;
    const v = await verdict(direct, signedHeaders(url));
    expect(v).toMatchObject({
      status: 200,
      present: true,
      valid: true,
      keyid,
      agent: 'https://bot.rivalwatch.test',
    });
    expect(v.components).toEqual(['@authority', 'signature-agent']);
  });

  it('rejects tampered, expired, unknown-key and incomplete signatures', async () => {
    const url = `${direct.url}/products.json`;
    const otherHost = await verdict(direct, signedHeaders(url, { authority: 'evil.example' }));
    expect(otherHost).toMatchObject({ valid: false, reason: 'signature does not verify' });
    const swappedAgent = { ...signedHeaders(url), 'signature-agent': '"https://evil.example"' };
    expect(await verdict(direct, swappedAgent)).toMatchObject({
      valid: false,
      reason: 'signature does not verify',
    });
    const flipped = signedHeaders(url);
    flipped.signature = (flipped.signature ?? '').replace(
      /:(.)/,
      (_, c: string) => `:${c === 'A' ? 'B' : 'A'}`,
    );
    expect(await verdict(direct, flipped)).toMatchObject({ valid: false });
    const old = Math.floor(Date.now() / 1000) - 3600;
    expect(await verdict(direct, signedHeaders(url, { created: old, expires: old + 60 }))).toMatchObject({
      valid: false,
      reason: 'signature expired',
    });
    const stranger = generateKeyPairSync('ed25519').privateKey;
    expect(
      await verdict(direct, signedHeaders(url, { key: stranger, keyid: 'not-a-known-key' })),
    ).toMatchObject({
      valid: false,
      reason: 'unknown keyid',
    });
    const noAgent = signedHeaders(url);
    delete noAgent['signature-agent'];
    expect(await verdict(direct, noAgent)).toMatchObject({ valid: false });
    expect(await verdict(direct)).toMatchObject({ status: 200, present: false, valid: false });
  });

  it('answers 429 to unsigned requests when a signature is required', async () => {
    expect((await verdict(strict)).status).toBe(429);
    expect((await verdict(strict, signedHeaders(`${strict.url}/products.json`))).status).toBe(200);
  });

  it('fetches keys from a directory URL and caches them', async () => {
    const url = `${viaDirectory.url}/meta.json`;
    expect(await verdict(viaDirectory, signedHeaders(url), '/meta.json')).toMatchObject({ valid: true });
    expect(await verdict(viaDirectory, signedHeaders(url), '/meta.json')).toMatchObject({ valid: true });
    expect(viaDirectory.botAuth?.keys.fetches).toBe(1);
  });

  it("fetches keys from the Signature-Agent's directory, with a dictionary Signature-Agent", async () => {
    const url = `${viaAgent.url}/products.json`;
    const headers = signedHeaders(url, {
      agent: `agent1="${directoryOrigin}"`,
      agentComponent: '"signature-agent";key="agent1"',
    });
    expect(await verdict(viaAgent, headers)).toMatchObject({ valid: true, agent: directoryOrigin });
  });
});
