import { describe, expect, it } from 'vitest';
import { parseAllowedPrivateHosts } from './allowed-hosts';
import { checkPublicUrl } from './check-public-url';
import type { TResolver } from './safe-dispatcher';

const none = parseAllowedPrivateHosts('');
const answers =
  (table: Record<string, string[]>): TResolver =>
  async (host) => {
    const found = table[host];
    if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

describe('checkPublicUrl', () => {
  const resolve = answers({
    'hooks.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
    'rebind.example.com': ['93.184.215.14', '10.0.0.7'],
    'meta.example.com': ['169.254.169.254'],
    'v6local.example.com': ['fe80::1'],
    'empty.example.com': [],
  });
  const check = (url: string, allowed = none) =>
    checkPublicUrl({ url, allowedPrivateHosts: allowed, resolve });

  it('accepts a name whose every address is public, and a public IP literal', async () => {
    expect(await check('https://hooks.example.com/services/T1/B2/x')).toEqual({ ok: true });
    expect(await check('https://93.184.215.14/hook')).toEqual({ ok: true });
  });

  it('refuses a name when any of its addresses is private, link-local or metadata', async () => {
    for (const host of ['rebind.example.com', 'meta.example.com', 'v6local.example.com']) {
      expect(await check(`https://${host}/hook`), host).toEqual({ ok: false, problem: 'private_address' });
    }
  });

  it('refuses private literals and local names without resolving them', async () => {
    for (const url of [
      'https://127.0.0.1/x',
      'https://10.1.2.3/x',
      'https://[::1]/x',
      'https://[::ffff:192.168.1.1]/x',
      'https://localhost/x',
      'https://printer.local/x',
      'https://intranet/x',
    ]) {
      expect(await check(url), url).toEqual({ ok: false, problem: 'private_address' });
    }
  });

  it('says when a name does not resolve', async () => {
    expect(await check('https://nowhere.example.com/x')).toEqual({ ok: false, problem: 'unresolvable' });
    expect(await check('https://empty.example.com/x')).toEqual({ ok: false, problem: 'unresolvable' });
  });

  it('lets an allow-listed host:port through, and only that port', async () => {
    const allowed = parseAllowedPrivateHosts('127.0.0.1:4010');
    expect(await check('https://127.0.0.1:4010/hook', allowed)).toEqual({ ok: true });
    expect(await check('https://127.0.0.1:4011/hook', allowed)).toEqual({
      ok: false,
      problem: 'private_address',
    });
  });
});
