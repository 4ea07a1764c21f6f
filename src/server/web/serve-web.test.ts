import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAINT_FIRST_BOOT } from '@shared/web/paint-first';
import { ensureWebBuild } from '../../../scripts/web-build';
import { webDistDir } from '../app';
import { buildTestApp, signUp, testConfig } from '../testing/test-app';
import { createTestDatabaseFactory, type TTestDatabaseFactory } from '../testing/test-database';

const APP_URL = 'https://rivalwatch.example';

/** The built app as production serves it: without JavaScript, as a search engine or a link preview reads it. */
describe('the web app served in production', () => {
  let factory: TTestDatabaseFactory;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    await ensureWebBuild();
    factory = await createTestDatabaseFactory();
    const config = testConfig({ NODE_ENV: 'production', APP_URL, PAYMENTS_PROVIDER: 'simulated' });
    const built = await buildTestApp({ database: await factory.fresh(), config, serveWeb: true });
    app = built.app;
    close = built.close;
  }, 300_000);
  afterAll(async () => {
    await close?.();
    await factory?.dispose();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it('renders / to HTML with its headline, its plan figures and its head tags', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain('Know what your competitors change');
    expect(html).toContain('Plans from $19/month'); // from plan_configs, not the build
    expect(html).toMatch(/<title>Rivalwatch: know what[^<]*<\/title>/);
    expect(html).toContain('<meta name="description" content="Rivalwatch watches');
    expect(html).toContain(`<link rel="canonical" href="${APP_URL}/" />`);
    expect(html).toContain(`<meta property="og:image" content="${APP_URL}/og/home.png" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // The data the page was rendered from, for hydration: a data block the browser never runs.
    expect(html).toMatch(/<script type="application\/json" id="rw-state">/);
    // No inline script the content security policy would block: every <script> loads a file or holds data,
    // but for the paint-first boot, whose hash the policy lists.
    const inline = [...html.matchAll(/<script\b([^>]*)>([^<]*)<\/script>/g)].filter(
      ([, attrs]) => !/ src=| type="application\/(?:ld\+)?json"/.test(attrs!),
    );
    expect(inline.map(([, , body]) => body)).toEqual([PAINT_FIRST_BOOT]);
    const csp = res.headers['content-security-policy'] as string;
    const hash = createHash('sha256').update(inline[0]![2]!).digest('base64');
    expect(/script-src ([^;]*)/.exec(csp)![1]!.split(' ')).toContain(`'sha256-${hash}'`);
    // The entry it runs is fetched from the first byte (the chunks it imports once it runs).
    const entry = /<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)" data-entry>/.exec(html);
    expect((await get(entry![1]!)).statusCode).toBe(200);
  });

  it('renders /pricing with the plans from plan_configs as text and as offers', async () => {
    const html = (await get('/pricing')).body;
    expect(html).toContain('<title>Plans &amp; Pricing | Rivalwatch</title>');
    for (const text of ['Free', 'Starter', 'Pro', '$19', '$49']) expect(html).toContain(text);
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)![1]!);
    expect(ld['@type']).toBe('SoftwareApplication');
    expect(ld.offers.map((o: { price: string }) => o.price)).toEqual(['0.00', '19.00', '49.00']);
    expect(html).toContain(`<link rel="canonical" href="${APP_URL}/pricing" />`);
  });

  it('describes /faq as an FAQPage and every public page with its own title', async () => {
    const faq = (await get('/faq')).body;
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(faq)![1]!);
    expect(ld['@type']).toBe('FAQPage');
    expect(ld.mainEntity[0]).toMatchObject({ '@type': 'Question', name: 'What is Rivalwatch?' });
    const titles = new Set<string>();
    for (const url of [
      '/',
      '/pricing',
      '/privacy',
      '/support',
      '/faq',
      '/contact',
      '/status',
      '/url-validation-demo',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      titles.add(/<title>([^<]*)<\/title>/.exec(res.body)![1]!);
    }
    expect(titles.size).toBe(8);
  });

  it('renders /auth for a fast first paint, with the tab its link asks for, but keeps it out of search', async () => {
    const signIn = await get('/auth');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.body).toContain('<title>Sign In or Sign Up | Rivalwatch</title>');
    expect(signIn.body).toContain('<meta name="robots" content="noindex" />');
    expect(signIn.body).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>Sign In<\/button>/);
    const signUp = await get('/auth?tab=signup&email=ann%40example.com');
    expect(signUp.body).toMatch(/<button[^>]*role="tab"[^>]*aria-selected="true"[^>]*>Sign Up<\/button>/);
    expect(signUp.body).toContain('value="ann@example.com"');
    expect((await get('/robots.txt')).body).toContain('Disallow: /auth');
    expect((await get('/sitemap.xml')).body).not.toContain('/auth');
  });

  it('answers the same HTML with a validator, and 304 when the browser has it', async () => {
    const first = await get('/privacy');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect((await get('/privacy', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('gives a signed-in visitor the app shell, not the signed-out page', async () => {
    const cookie = await signUp(app, { username: 'shell', email: 'shell@example.com' });
    expect(cookie).toContain('rw_session');
    const res = await get('/pricing', { cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.headers.vary).toMatch(/Cookie/);
    // The shell links its stylesheet (cached from then on); a rendered page carries it (below).
    expect(res.body).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/[^"]+\.css">/);
    // The visitor's own /api/user answer comes written in, so the screen needs no "who am I" first; private.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const state = JSON.parse(
      /<script type="application\/json" id="rw-state">(.*?)<\/script>/.exec(res.body)![1]!,
    );
    const user = state.queries.find((q: { queryKey: string[] }) => q.queryKey[0] === '/api/user');
    expect(user.state.data).toEqual((await get('/api/user', { cookie })).json());
    expect(user.state.data.username).toBe('shell');
    const accounts = state.queries.find(
      (q: { queryKey: string[] }) => q.queryKey[0] === '/api/account/accounts',
    );
    expect(accounts.state.data).toEqual((await get('/api/account/accounts', { cookie })).json());
    expect(accounts.state.data).toMatchObject([{ role: 'owner', current: true }]);
    // A signed cookie whose session is gone gets the bare shell, like anyone the server does not know.
    await app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    const after = await get('/competitors', { cookie });
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain('rw-state');
  });

  it('writes the stylesheet into a rendered page, so its first paint needs no second request', async () => {
    const css = readdirSync(path.join(webDistDir, 'assets')).filter((f) => f.endsWith('.css'));
    expect(css.length).toBeGreaterThan(0);
    const html = (await get('/pricing')).body;
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    for (const file of css)
      expect(html).toContain(`<style>${readFileSync(path.join(webDistDir, 'assets', file), 'utf8')}</style>`);
    // Nothing else is fetched before the first paint: no font, and no chunk but the entry, which the paint-first
    // boot runs after it (the chunks it imports are asked for then).
    expect(html).not.toMatch(/<link rel="preload"/);
    expect([...html.matchAll(/<link rel="modulepreload"[^>]*>/g)].map((m) => m[0])).toEqual([
      expect.stringMatching(/ data-entry>$/),
    ]);
    // The signed-in shell keeps its links: it paints after its scripts have run.
    const shell = await get('/competitors');
    expect(shell.body).toMatch(/<link rel="stylesheet"/);
    expect(shell.body.match(/<link rel="modulepreload"/g)!.length).toBeGreaterThan(1);
  });

  it('tells search engines the truth: robots.txt, sitemap.xml and 404s', async () => {
    const robots = await get('/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/^text\/plain/);
    expect(robots.body).toContain('Allow: /pricing');
    expect(robots.body).toContain('Disallow: /api');
    expect(robots.body).toContain('Disallow: /competitors');
    expect(robots.body).toContain('Disallow: /products/*');
    expect(robots.body).not.toContain('Disallow: /pricing');
    expect(robots.body).toContain(`Sitemap: ${APP_URL}/sitemap.xml`);

    const sitemap = await get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain(`<loc>${APP_URL}/pricing</loc>`);
    expect(sitemap.body.match(/<loc>/g)).toHaveLength(8);

    const missing = await get('/no-such-page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    expect(missing.body).toContain('404 Page Not Found');
    expect(missing.body).toContain('<meta name="robots" content="noindex" />');
    // A page of the app with a param is no 404: the server knows the route table.
    expect((await get('/products/42')).statusCode).toBe(200);

    const api = await get('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ message: 'No such endpoint: GET /api/no-such-thing' });
  });

  it('sends hashed files precompressed with brotli and cached for good, and no source map', async () => {
    const assets = readdirSync(path.join(webDistDir, 'assets'));
    const script = assets.find((f) => f.endsWith('.js'))!;
    const res = await get(`/assets/${script}`, { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Headers only a document uses stay off a script; those a script uses stay on it.
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-frame-options']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // Immutable: never revalidated, so no validators; a page keeps its own.
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['last-modified']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    const page = await get('/');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // A page keeps its own browsing context group; it asks for no process of its own (decisions/012).
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(page.headers['origin-agent-cluster']).toBeUndefined();
    expect(
      brotliDecompressSync(res.rawPayload).equals(readFileSync(path.join(webDistDir, 'assets', script))),
    ).toBe(true);
    const gzip = await get(`/assets/${script}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const map = assets.find((f) => f.endsWith('.js.map'));
    expect(map).toBeDefined(); // built, kept for whoever runs the server
    expect((await get(`/assets/${map}`)).statusCode).toBe(404);
  });

  it('compresses a JSON answer of more than 1 KB on the fly, and leaves a small one alone', async () => {
    const big = await get('/api/docs/json', { 'accept-encoding': 'br' });
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString('utf8'))).toHaveProperty('openapi');
    const small = await get('/api/health', { 'accept-encoding': 'br' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
