import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TPreloadedAnswers } from '@shared/contracts/web-render';
import { SESSION_COOKIE } from '../auth/request-user';
import type { TConfig } from '../config';
import { renderedPageTemplate } from './rendered-page-template';
import { loadWebRenderer } from './load-renderer';
import { createPageCache } from './page-cache';
import { robotsTxt, sitemapXml } from './search-files';

/** Hashed build output: its name changes with its content, so a browser may keep it for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Security headers that only a document uses (helmet sets them on every answer): a hashed script or style sheet
 * goes out without them. Each first load fetches several such files, and these are about 500 bytes of each
 * answer's 1 KB of headers (docs/decisions/012-light-first-load.md). A page's own policy is what governs the
 * scripts it runs, and the document's answer carries HSTS and the referrer policy; nosniff and the resource policy
 * stay on every file. A hashed file is never revalidated (immutable), so it needs no validators either.
 */
const DOCUMENT_ONLY_HEADERS = [
  'referrer-policy',
  'strict-transport-security',
  'content-security-policy',
  'cross-origin-opener-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
/** Files the build stores beside a .br and a .gz copy (scripts/web-build.ts). */
const PRECOMPRESSED = /\.(?:js|mjs|css|svg|html|json|txt|xml|webmanifest)(?:\.br|\.gz)?$/;

/** What every signed-in screen asks first, written into a signed-in visitor's shell. */
const SHELL_ANSWERS = ['/api/user', '/api/account/accounts'] as const;

const pathOf = (url: string) => url.split('?', 1)[0] ?? url;

export type TWebApp = {
  /** Answers a GET or HEAD of a path no route took: the app shell, or the 404 page with status 404. */
  notFound(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
};

/**
 * Serves the built web app (docs/architecture.md: Serving the web app): the files of dist/web, precompressed and
 * with their cache headers; the public pages rendered to HTML for a visitor who is not signed in; robots.txt and
 * sitemap.xml; and the 404 page for a path the web app has no page for. Null when there is no build to serve.
 */
export async function serveWebApp(
  app: FastifyInstance,
  opts: { config: TConfig; webDir: string; ssrEntry: string },
): Promise<TWebApp | null> {
  const indexFile = path.join(opts.webDir, 'index.html');
  if (!existsSync(indexFile)) return null;
  const production = opts.config.NODE_ENV === 'production';
  await app.register(fastifyStatic, {
    root: opts.webDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Set below: @fastify/static's own header (max-age=0) would override a hashed file's.
    cacheControl: false,
    // Source maps stay on disk for whoever runs the server, never go to visitors in production.
    allowedPath: (pathname) => !(production && pathname.endsWith('.map')),
    setHeaders: (res, filePath) => {
      const hashed = filePath.startsWith(path.join(opts.webDir, 'assets') + path.sep);
      res.setHeader('cache-control', hashed ? IMMUTABLE : 'no-cache');
      // @fastify/static hands over the raw answer, where helmet set these (its type shows only part of it).
      if (hashed)
        for (const name of DOCUMENT_ONLY_HEADERS) (res as unknown as ServerResponse).removeHeader(name);
      if (PRECOMPRESSED.test(filePath)) res.setHeader('vary', 'Accept-Encoding');
    },
  });
  // The file sender sets its validators after setHeaders: a hashed file drops them here, on its way out.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.getHeader('cache-control') === IMMUTABLE)
      for (const name of ['etag', 'last-modified', 'accept-ranges']) reply.removeHeader(name);
    return payload;
  });

  const renderer = await loadWebRenderer(opts.ssrEntry);
  const appUrl = opts.config.APP_URL;
  const shell = (reply: FastifyReply, status: number) =>
    reply.code(status).header('vary', 'Accept-Encoding, Cookie').sendFile('index.html');
  if (!renderer) {
    app.log.warn(`${opts.ssrEntry} is missing: every page answers the app shell (rebuild the web app)`);
    return { notFound: async (_request, reply) => shell(reply, 200) };
  }

  const shellTemplate = readFileSync(indexFile, 'utf8');
  const template = renderedPageTemplate(shellTemplate, opts.webDir);
  const cache = createPageCache();
  /** The public API answers a page shows, read through this app's own routes so they are exactly the API's. */
  const readAnswers = async (paths: readonly string[]): Promise<TPreloadedAnswers> => {
    const answers = await Promise.all(
      paths.map(async (p) => {
        const res = await app.inject({ method: 'GET', url: p });
        return [p, res.statusCode === 200 ? res.json() : undefined] as const;
      }),
    );
    return Object.fromEntries(answers.filter(([, v]) => v !== undefined));
  };
  // A session cookie with a good signature: a signed-in visitor gets the app, which renders its own table.
  const signedIn = (request: FastifyRequest) => {
    const raw = request.cookies[SESSION_COOKIE];
    return !!raw && request.unsignCookie(raw).valid;
  };
  const sendRendered = async (request: FastifyRequest, reply: FastifyReply, data: readonly string[]) => {
    const answers = await readAnswers(data);
    const notFound = !renderer.isWebRoute(pathOf(request.url));
    const page = await cache.get(notFound ? '404' : request.url, answers, () =>
      renderer.render({ url: request.url, template, appUrl, answers }),
    );
    reply
      .code(page.status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding, Cookie')
      .header('etag', page.etag);
    if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    return reply.send(page.html);
  };

  /**
   * The shell with the visitor's own answers written in: who they are and their accounts with their role in each
   * (read through the app's own routes with their cookie, exactly as the browser would ask).
   */
  const signedInShell = async (request: FastifyRequest, reply: FastifyReply, status: number) => {
    const headers = { cookie: request.headers.cookie ?? '' };
    const [user, accounts] = await Promise.all(
      SHELL_ANSWERS.map((url) => app.inject({ method: 'GET', url, headers })),
    );
    if (user!.statusCode !== 200) return shell(reply, status);
    const answers: TPreloadedAnswers = { [SHELL_ANSWERS[0]]: user!.json() };
    if (accounts!.statusCode === 200) answers[SHELL_ANSWERS[1]] = accounts!.json();
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'private, no-cache')
      .header('vary', 'Accept-Encoding, Cookie')
      .send(renderer.shell({ template: shellTemplate, answers }));
  };

  for (const page of renderer.publicPages) {
    app.get(page.path, (request, reply) =>
      signedIn(request) ? signedInShell(request, reply, 200) : sendRendered(request, reply, page.data),
    );
  }
  const text = (type: string, body: string) => (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('content-type', type).header('cache-control', 'no-cache').send(body);
  app.get('/robots.txt', text('text/plain; charset=utf-8', robotsTxt(renderer, appUrl)));
  app.get('/sitemap.xml', text('application/xml; charset=utf-8', sitemapXml(renderer, appUrl)));

  return {
    notFound: async (request, reply) => {
      const known = renderer.isWebRoute(pathOf(request.url));
      if (signedIn(request)) return signedInShell(request, reply, known ? 200 : 404);
      return known ? shell(reply, 200) : sendRendered(request, reply, []);
    },
  };
}
