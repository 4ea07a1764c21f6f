import {
  createHash,
  createPrivateKey,
  createPublicKey,
  randomBytes,
  sign,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import type { TSignableRequest } from '@server/net';

/**
 * Web Bot Auth (docs/product-rules.md R15): HTTP Message Signatures (RFC 9421) over "@authority" and
 * "signature-agent" with an Ed25519 key, tagged "web-bot-auth". The public key is published as a JWKS at
 * the operator's /.well-known/http-message-signatures-directory.
 */
export const BOT_AUTH_DIRECTORY_PATH = '/.well-known/http-message-signatures-directory';
export const BOT_AUTH_DIRECTORY_CONTENT_TYPE = 'application/http-message-signatures-directory+json';
export const DEFAULT_SIGNATURE_VALIDITY_S = 60;

export type TBotAuthKeyInput = string | JsonWebKey | KeyObject;

export type TBotAuthSignerOptions = {
  /** Ed25519 private key: PKCS#8 PEM, a private JWK (object or JSON text), or a KeyObject. */
  privateKey: TBotAuthKeyInput;
  /** Our origin, where the key directory is served, e.g. https://rivalwatch.app */
  signatureAgent: string;
  validitySeconds?: number;
  /** Seconds since the epoch (tests). */
  now?: () => number;
};

export type TBotAuthSigner = {
  /** Pass as safeFetch's `sign`: returns Signature-Agent, Signature-Input and Signature. */
  sign: (req: TSignableRequest) => Record<string, string>;
  /** The public key as a JWK (kty OKP, crv Ed25519, x). */
  publicJwk: JsonWebKey;
  /** The key's JWK thumbprint: the keyid of every signature. */
  keyid: string;
};

export type TKeyDirectory = { keys: { kty: 'OKP'; crv: 'Ed25519'; x: string; kid?: string }[] };

function toPrivateKey(input: TBotAuthKeyInput): KeyObject {
  let key: KeyObject;
  if (typeof input === 'object' && 'asymmetricKeyType' in input) key = input as KeyObject;
  else if (typeof input === 'string' && !input.trim().startsWith('{')) {
    // Environment variables often carry a PEM with its newlines escaped.
    key = createPrivateKey(input.replace(/\\n/g, '\n'));
  } else {
    const jwk = (typeof input === 'string' ? JSON.parse(input) : input) as JsonWebKey;
    key = createPrivateKey({ key: jwk, format: 'jwk' });
  }
  if (key.type !== 'private' || key.asymmetricKeyType !== 'ed25519') {
    throw new Error('Web Bot Auth needs an Ed25519 private key');
  }
  return key;
}

/** RFC 7638 JWK thumbprint of an Ed25519 public key: SHA-256 of {"crv","kty","x"}, base64url. */
export function jwkThumbprint(jwk: JsonWebKey): string {
  if (jwk.kty !== 'OKP' || jwk.crv !== 'Ed25519' || typeof jwk.x !== 'string') {
    throw new Error('Only Ed25519 (OKP) keys are supported');
  }
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x });
  return createHash('sha256').update(canonical).digest('base64url');
}

/** An RFC 8941 sf-string. */
function sfString(value: string): string {
  if (!/^[\x20-\x7e]*$/.test(value)) throw new Error('Signature-Agent must be printable ASCII');
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

export function createBotAuthSigner(options: TBotAuthSignerOptions): TBotAuthSigner {
  const privateKey = toPrivateKey(options.privateKey);
  const exported = createPublicKey(privateKey).export({ format: 'jwk' });
  const publicJwk: JsonWebKey = { kty: 'OKP', crv: 'Ed25519', x: exported.x };
  const keyid = jwkThumbprint(publicJwk);
  const agent = sfString(new URL(options.signatureAgent).origin);
  const validity = options.validitySeconds ?? DEFAULT_SIGNATURE_VALIDITY_S;
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));

  return {
    publicJwk,
    keyid,
    sign(req) {
      const created = now();
      const params =
        `("@authority" "signature-agent");created=${created};expires=${created + validity}` +
        `;keyid=${sfString(keyid)};alg="ed25519";nonce=${sfString(randomBytes(32).toString('base64'))}` +
        ';tag="web-bot-auth"';
      // RFC 9421 §2.2.3: the authority is the host, lower-cased, without a default port (URL.host drops it).
      const base = [
        `"@authority": ${new URL(req.url).host.toLowerCase()}`,
        `"signature-agent": ${agent}`,
        `"@signature-params": ${params}`,
      ].join('\n');
      const signature = sign(null, Buffer.from(base), privateKey).toString('base64');
      return {
        'signature-agent': agent,
        'signature-input': `sig1=${params}`,
        signature: `sig1=:${signature}:`,
      };
    },
  };
}

/**
 * The body of /.well-known/http-message-signatures-directory (serve it as
 * BOT_AUTH_DIRECTORY_CONTENT_TYPE). Only the public part of a key is ever written, even from a private JWK.
 */
export function keyDirectory(publicJwk: JsonWebKey | JsonWebKey[]): TKeyDirectory {
  const keys = Array.isArray(publicJwk) ? publicJwk : [publicJwk];
  return {
    keys: keys.map((jwk) => ({ kty: 'OKP', crv: 'Ed25519', x: jwk.x as string, kid: jwkThumbprint(jwk) })),
  };
}
