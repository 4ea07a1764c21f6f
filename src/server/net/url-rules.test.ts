import { describe, expect, it } from 'vitest';
import { parseAllowedPrivateHosts } from './allowed-hosts';
import { checkStoreUrl, STORE_URL_MESSAGES as M } from './url-rules';

describe('checkStoreUrl, accepted and normalised', () => {
  it.each([
    ['example.com', 'https://example.com'],
    ['  Example.COM  ', 'https://example.com'],
    ['https://example.com', 'https://example.com'],
    ['http://example.com', 'https://example.com'],
    ['HTTPS://Shop.Example.com/collections/all?page=2#top', 'https://shop.example.com'],
    ['https://user:secret@example.com/', 'https://example.com'],
    ['example.com.', 'https://example.com'],
    ['https://example.com./products', 'https://example.com'],
    ['https://example.com:443/', 'https://example.com'],
    ['https://example.com:8443/', 'https://example.com'],
    ['example.com:8080/products.json', 'https://example.com'],
    ['//example.com/path', 'https://example.com'],
    ['my-store.myshopify.com', 'https://my-store.myshopify.com'],
    ['www.example.co.uk/shop', 'https://www.example.co.uk'],
    ['bücher.de', 'https://xn--bcher-kva.de'],
    ['8.8.8.8', 'https://8.8.8.8'],
    ['https://[2606:4700::1111]/', 'https://[2606:4700::1111]'],
  ])('%j -> %s', (input, normalizedUrl) => {
    const result = checkStoreUrl(input);
    expect(result).toEqual({ ok: true, normalizedUrl, host: new URL(normalizedUrl).host });
  });
});

describe('checkStoreUrl, rejected', () => {
  it.each([
    ['', M.empty],
    ['   ', M.empty],
    ['not a url', M.invalid],
    ['https://', M.invalid],
    ['http://exa mple.com', M.invalid],
    ['https://exa_mple.com', M.invalid],
    ['https://-bad.example.com', M.invalid],
    ['https://a..b.com', M.invalid],
    ['https://example.123', M.invalid],
    ['shopify', M.notDomain],
    ['https://myshop/', M.notDomain],
    ['ftp://example.com', M.scheme],
    ['file:///etc/passwd', M.scheme],
    ['javascript:alert(1)', M.scheme],
    ['data:text/html,<b>x</b>', M.scheme],
    ['mailto:shop@example.com', M.scheme],
    ['localhost', M.private],
    ['http://localhost:3000', M.private],
    ['localhost:3000', M.private],
    ['https://shop.localhost', M.private],
    ['https://printer.local', M.private],
    ['https://metadata.google.internal', M.private],
    ['https://router.home.arpa', M.private],
    ['127.0.0.1', M.private],
    ['http://127.0.0.1:8080', M.private],
    ['0.0.0.0', M.private],
    ['http://[::1]', M.private],
    ['169.254.169.254', M.private],
    ['10.1.2.3', M.private],
    ['172.16.5.4', M.private],
    ['172.31.255.255', M.private],
    ['192.168.1.1', M.private],
    ['100.64.0.1', M.private],
    ['http://2130706433', M.private],
    ['http://0x7f000001', M.private],
    ['http://0177.0.0.1', M.private],
    ['http://[::ffff:127.0.0.1]', M.private],
    ['http://[::ffff:7f00:1]', M.private],
    ['http://[fd00:ec2::254]', M.private],
    ['https://192.0.2.1', M.private],
  ])('%j: %s', (input, error) => {
    const result = checkStoreUrl(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toBe(error);
  });

  it('gives each rejection a machine-readable reason', () => {
    expect(checkStoreUrl('ftp://x.com')).toMatchObject({ reason: 'bad_scheme' });
    expect(checkStoreUrl('10.0.0.1')).toMatchObject({ reason: 'private_address' });
    expect(checkStoreUrl('nope')).toMatchObject({ reason: 'invalid_url' });
  });
});

describe('checkStoreUrl, ALLOWED_PRIVATE_HOSTS', () => {
  const allowedPrivateHosts = parseAllowedPrivateHosts('127.0.0.1:4010,localhost:4011,[::1]:4012');

  it.each([
    ['http://127.0.0.1:4010', 'http://127.0.0.1:4010', '127.0.0.1:4010'],
    ['http://127.0.0.1:4010/products.json?x=1', 'http://127.0.0.1:4010', '127.0.0.1:4010'],
    ['127.0.0.1:4010', 'http://127.0.0.1:4010', '127.0.0.1:4010'],
    ['https://127.0.0.1:4010', 'https://127.0.0.1:4010', '127.0.0.1:4010'],
    ['http://2130706433:4010', 'http://127.0.0.1:4010', '127.0.0.1:4010'],
    ['localhost:4011', 'http://localhost:4011', 'localhost:4011'],
    ['http://[::1]:4012/', 'http://[::1]:4012', '[::1]:4012'],
  ])('%j passes as %s', (input, normalizedUrl, host) => {
    expect(checkStoreUrl(input, { allowedPrivateHosts })).toEqual({ ok: true, normalizedUrl, host });
  });

  it.each([
    'http://127.0.0.1:4011',
    'http://127.0.0.1',
    'localhost:4010',
    'http://[::1]:4010',
    '127.0.0.2:4010',
  ])('%j (another port or host) is still private', (input) => {
    expect(checkStoreUrl(input, { allowedPrivateHosts })).toMatchObject({ ok: false, error: M.private });
  });
});
