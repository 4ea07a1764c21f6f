// Verifies Web Bot Auth request signatures (RFC 9421 HTTP Message Signatures, Ed25519, tag "web-bot-auth").

import { verify } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { DIRECTORY_PATH, TrustedKeys } from './bot-auth-keys.ts';
import {
  isInnerList,
  param,
  parseDictionary,
  parseItem,
  serializeMember,
  type InnerList,
  type Params,
} from './structured-fields.ts';

export interface BotAuthOptions {
  /** Public key(s) trusted directly. */
  publicJwk?: JsonWebKey | JsonWebKey[];
  /** A key directory (JWKS) to fetch keys from. */
  directoryUrl?: string;
  /** Fetch keys from the Signature-Agent origin's /.well-known/http-message-signatures-directory. */
  useSignatureAgentDirectory?: boolean;
  /** Answer 429 to requests that are not validly signed. */
  requireSignature?: boolean;
  /** Allowed clock difference for created/expires, seconds (default 60). */
  clockSkewSeconds?: number;
}

export interface BotAuthResult {
  /** Signature headers were sent. */
  present: boolean;
  valid: boolean;
  /** Why it is not valid. */
  reason?: string;
  label?: string;
  keyid?: string;
  /** Signature-Agent URL. */
  agent?: string;
  created?: number;
  expires?: number;
  nonce?: string;
  components?: string[];
}

export interface SignedRequest {
  method: string;
  /** Path and query as sent. */
  url: string;
  headers: IncomingHttpHeaders;
}

const header = (h: IncomingHttpHeaders, name: string): string | undefined => {
  const v = h[name];
  return Array.isArray(v) ? v.map((s) => s.trim()).join(', ') : v?.trim();
};

function componentValue(name: string, params: Params, req: SignedRequest): string {
  const authority = (header(req.headers, 'host') ?? '').toLowerCase().replace(/:80$/, '');
  const url = new URL(req.url, `http://${authority || 'localhost'}`);
  switch (name) {
    case '@authority':
      return authority;
    case '@method':
      return req.method.toUpperCase();
    case '@path':
      return url.pathname;
    case '@query':
      return url.search || '?';
    case '@scheme':
      return 'http';
    case '@target-uri':
      return `http://${authority}${req.url}`;
    case '@request-target':
      return req.url;
  }
  if (name.startsWith('@')) throw new Error(`unsupported component ${name}`);
  const value = header(req.headers, name);
  if (value === undefined) throw new Error(`covered header ${name} is missing`);
  const key = param(params, 'key');
  if (typeof key !== 'string') return value;
  const member = parseDictionary(value).get(key);
  if (!member) throw new Error(`${name} has no member ${key}`);
  return serializeMember(member);
}

/** The agent URL from Signature-Agent: an sf-string, or a dictionary member (the one covered, else the first). */
function agentUrl(raw: string, list: InnerList): string | undefined {
  try {
    const item = parseItem(raw);
    if (typeof item.value === 'string') return item.value;
  } catch {
    /* not a plain string: try a dictionary */
  }
  const covered = list.items.find((i) => i.value === 'signature-agent');
  const key = covered && param(covered.params, 'key');
  const dict = parseDictionary(raw);
  const member = typeof key === 'string' ? dict.get(key) : dict.values().next().value;
  return member && !isInnerList(member) && typeof member.value === 'string' ? member.value : undefined;
}

export class BotAuthVerifier {
  readonly keys: TrustedKeys;

  constructor(readonly options: BotAuthOptions) {
    this.keys = new TrustedKeys(options.publicJwk);
  }

  async verify(req: SignedRequest, nowMs = Date.now()): Promise<BotAuthResult> {
    const input = header(req.headers, 'signature-input');
    const signature = header(req.headers, 'signature');
    if (!input && !signature) return { present: false, valid: false, reason: 'unsigned' };
    const result: BotAuthResult = { present: true, valid: false };
    try {
      return await this.check(req, input ?? '', signature ?? '', nowMs, result);
    } catch (err) {
      return { ...result, reason: (err as Error).message };
    }
  }

  private async check(
    req: SignedRequest,
    input: string,
    signature: string,
    nowMs: number,
    result: BotAuthResult,
  ): Promise<BotAuthResult> {
    const fail = (reason: string) => ({ ...result, reason });
    const entry = [...parseDictionary(input)].find(
      ([, m]) => isInnerList(m) && param(m.params, 'tag') === 'web-bot-auth',
    );
    if (!entry) return fail('no signature tagged web-bot-auth');
    const [label, list] = entry as [string, InnerList];
    const p = (k: string) => param(list.params, k);
    const [created, expires, keyid, alg, nonce] = [
      p('created'),
      p('expires'),
      p('keyid'),
      p('alg'),
      p('nonce'),
    ];
    Object.assign(result, {
      label,
      keyid: typeof keyid === 'string' ? keyid : undefined,
      created: typeof created === 'number' ? created : undefined,
      expires: typeof expires === 'number' ? expires : undefined,
      nonce: typeof nonce === 'string' ? nonce : undefined,
      components: list.items.map((i) => String(i.value)),
    });
    const sigMember = parseDictionary(signature).get(label);
    if (!sigMember || isInnerList(sigMember) || !(sigMember.value instanceof Uint8Array)) {
      return fail(`no Signature for label ${label}`);
    }
    if (alg !== undefined && alg !== 'ed25519') return fail(`alg ${String(alg)} is not ed25519`);
    for (const needed of ['@authority', 'signature-agent']) {
      if (!result.components?.includes(needed)) return fail(`${needed} is not covered`);
    }
    const agentRaw = header(req.headers, 'signature-agent');
    if (!agentRaw) return fail('Signature-Agent header missing');
    result.agent = agentUrl(agentRaw, list);
    const skew = this.options.clockSkewSeconds ?? 60;
    const now = nowMs / 1000;
    if (result.created === undefined || result.expires === undefined)
      return fail('created and expires are required');
    if (result.created > now + skew) return fail('created is in the future');
    if (result.expires < now - skew) return fail('signature expired');
    if (result.expires <= result.created) return fail('expires is not after created');
    if (!result.keyid) return fail('keyid missing');
    const directory =
      this.options.directoryUrl ??
      (this.options.useSignatureAgentDirectory && result.agent
        ? new URL(DIRECTORY_PATH, result.agent).href
        : undefined);
    const key = await this.keys.find(result.keyid, directory);
    if (!key) return fail('unknown keyid');
    const lines = list.items.map(
      (i) => `${serializeMember(i)}: ${componentValue(String(i.value), i.params, req)}`,
    );
    lines.push(`"@signature-params": ${serializeMember(list)}`);
    const ok = verify(null, Buffer.from(lines.join('\n')), key, sigMember.value);
    return ok ? { ...result, valid: true } : fail('signature does not verify');
  }
}
