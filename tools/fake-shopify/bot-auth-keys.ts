// Keys a store trusts for Web Bot Auth: given JWKs and/or a fetched key directory, indexed by JWK thumbprint.

import { createHash, createPublicKey, type JsonWebKey as NodeJwk, type KeyObject } from 'node:crypto';

export const DIRECTORY_PATH = '/.well-known/http-message-signatures-directory';
export const DIRECTORY_CONTENT_TYPE = 'application/http-message-signatures-directory+json';
const CACHE_MS = 30_000;

/** RFC 7638 thumbprint of an Ed25519 (OKP) public JWK: SHA-256 over {"crv","kty","x"}, base64url. */
export function jwkThumbprint(jwk: JsonWebKey): string {
  if (jwk.kty !== 'OKP' || !jwk.crv || !jwk.x) throw new Error('only OKP (Ed25519) keys are supported');
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x });
  return createHash('sha256').update(canonical).digest('base64url');
}

function toKeyMap(jwks: JsonWebKey[]): Map<string, KeyObject> {
  const map = new Map<string, KeyObject>();
  for (const jwk of jwks) {
    if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || !jwk.x) continue;
    const publicOnly: JsonWebKey = { kty: 'OKP', crv: 'Ed25519', x: jwk.x };
    map.set(jwkThumbprint(publicOnly), createPublicKey({ key: publicOnly as NodeJwk, format: 'jwk' }));
  }
  return map;
}

export class TrustedKeys {
  private readonly fixed: Map<string, KeyObject>;
  private readonly directories = new Map<string, { at: number; keys: Map<string, KeyObject> }>();
  /** Directory fetches made (tests can check caching). */
  fetches = 0;

  constructor(publicJwk?: JsonWebKey | JsonWebKey[]) {
    this.fixed = toKeyMap(publicJwk === undefined ? [] : Array.isArray(publicJwk) ? publicJwk : [publicJwk]);
  }

  /** The key with this thumbprint among the fixed keys, else in the directory (refetched when stale or missing). */
  async find(keyid: string, directoryUrl?: string): Promise<KeyObject | undefined> {
    const fixed = this.fixed.get(keyid);
    if (fixed || !directoryUrl) return fixed;
    const cached = this.directories.get(directoryUrl);
    const fresh = cached && Date.now() - cached.at < CACHE_MS;
    if (fresh && cached.keys.has(keyid)) return cached.keys.get(keyid);
    if (fresh && Date.now() - cached.at < 1000) return undefined;
    const keys = await this.fetchDirectory(directoryUrl);
    this.directories.set(directoryUrl, { at: Date.now(), keys });
    return keys.get(keyid);
  }

  private async fetchDirectory(url: string): Promise<Map<string, KeyObject>> {
    this.fetches++;
    const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
    if (!res.ok) throw new Error(`key directory ${url} answered ${res.status}`);
    const body = (await res.json()) as { keys?: JsonWebKey[] };
    return toKeyMap(Array.isArray(body.keys) ? body.keys : []);
  }
}
