// The server-side render of the public pages: built by Vite into dist/ssr (scripts/web-build.ts) and loaded by the
// server at run time, so a visitor without JavaScript, a search engine or a link preview gets the page's words and
// its head tags. The same components as the browser's, around a static router; main.tsx hydrates the result.
import { dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import type { TPreloadedAnswers, TWebRenderer } from '@shared/contracts/web-render';
import { userQueryKey } from '@web/features/auth';
import { paths } from '@web/lib/paths';
import { AppFrame } from './app/app';
import { headTags, STATE_ELEMENT_ID, type THead } from './app/head-tags';
import { notFoundPage, publicPages } from './app/public-pages';
import { structuredDataOf } from './app/structured-data';
import { createQueryClient } from './app/query-client';

/** Every pattern of the paths table that is a page (not a function, not a query, not a file the server serves). */
export const routePatterns: readonly string[] = Object.entries(paths)
  .filter(([key, value]) => typeof value === 'string' && !value.includes('?') && key !== 'statusFeed')
  .map(([, value]) => (value === paths.admin ? `${paths.admin}/*` : (value as string)));

export function isWebRoute(pathname: string): boolean {
  return routePatterns.some((pattern) => matchPath(pattern, pathname) !== null);
}

const decodeEntities = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** Rendered words as plain text (an FAQ answer holding a link, say). */
const plainText = (node: ReactNode) =>
  decodeEntities(renderToStaticMarkup(<StaticRouter location="/">{node}</StaticRouter>));

async function renderOnce(url: string, answers: TPreloadedAnswers): Promise<{ body: string; state: string }> {
  const queryClient = createQueryClient();
  // Rendered as a signed-out visitor sees it; the browser asks again on mount (useUser refetches always).
  queryClient.setQueryData(userQueryKey, null);
  for (const [path, value] of Object.entries(answers)) queryClient.setQueryData([path], value);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  // prerender waits for every lazy page and Suspense boundary, so the HTML is whole.
  // A boundary past React's chunk size would be sent apart and revealed by an inline script the CSP blocks.
  const { prelude } = await prerenderToNodeStream(<AppFrame queryClient={queryClient} router={Router} />, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  let body = '';
  for await (const chunk of prelude)
    body += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return { body, state: JSON.stringify(dehydrate(queryClient)) };
}

/**
 * The page's HTML without any inline script. A lazy component met for the first time suspends, and React then
 * writes the finished part with an inline script that the content security policy blocks; once loaded it renders
 * in place, so render again until no script is left (the modules stay loaded for every later render).
 */
async function renderBody(url: string, answers: TPreloadedAnswers): Promise<{ body: string; state: string }> {
  for (let attempt = 1; ; attempt++) {
    const rendered = await renderOnce(url, answers);
    if (!rendered.body.includes('<script') || attempt === 5) return rendered;
  }
}

/** JSON that is safe inside a <script> element: no "</script>", no line separators. */
const scriptSafe = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const render: TWebRenderer['render'] = async ({ url, template, appUrl, answers }) => {
  const pathname = new URL(url, 'http://x').pathname;
  const page = publicPages.find((p) => p.path === pathname);
  const status = page || isWebRoute(pathname) ? 200 : 404;
  const base = appUrl.replace(/\/+$/, '');
  const canonical = page ? `${base}${page.path === '/' ? '/' : page.path}` : null;
  const head: THead = page
    ? {
        title: page.title,
        description: page.description,
        canonical,
        image: `${base}${page.image}`,
        structuredData:
          structuredDataOf[page.path]?.({ answers, url: canonical ?? base, text: plainText }) ?? null,
        noindex: !page.indexed,
      }
    : { ...notFoundPage, canonical: null, image: null, structuredData: null, noindex: true };
  const { body, state } = await renderBody(url, answers);
  const html = template
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', `${headTags(head)}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${body}</div><script type="application/json" id="${STATE_ELEMENT_ID}">${scriptSafe(state)}</script>`,
    );
  return { status, html };
};

export const shell: TWebRenderer['shell'] = ({ template, answers }) => {
  const queryClient = createQueryClient();
  for (const [path, value] of Object.entries(answers)) queryClient.setQueryData([path], value);
  const state = JSON.stringify(dehydrate(queryClient));
  return template.replace(
    '<div id="root"></div>',
    `<div id="root"></div><script type="application/json" id="${STATE_ELEMENT_ID}">${scriptSafe(state)}</script>`,
  );
};

export const previewCards: TWebRenderer['previewCards'] = publicPages.map((p) => ({
  image: p.image,
  ...p.card,
}));

export { publicPages };

// Checked here so the bundle's exports and the server's expectations cannot drift apart.
({ publicPages, routePatterns, isWebRoute, render, shell, previewCards }) satisfies TWebRenderer;
