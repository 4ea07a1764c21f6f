/**
 * What the server-side render bundle (built from src/web/entry-server.tsx into dist/ssr) offers the server.
 * The server loads that bundle at run time and never imports web code (docs/architecture.md: Serving the web app).
 */

/** API answers the render starts from, keyed by their GET path (which is also their query key on the web). */
export type TPreloadedAnswers = Record<string, unknown>;

/** One public page: what describes it to search engines and link previews. */
export type TPublicPageInfo = {
  /** Its path: "/", "/pricing". */
  path: string;
  title: string;
  description: string;
  /** GET paths of the public API answers the page shows; the server reads them before rendering. */
  data: readonly string[];
  /** Its preview image's path under the built app, 1200×630, made at build time. */
  image: string;
  /**
   * False for a page rendered for speed but not offered to search engines (the sign-in page): robots.txt
   * disallows it, the sitemap leaves it out and its HTML says noindex.
   */
  indexed: boolean;
};

export type TRenderedPage = {
  /** 200 for a page, 404 for a path that is no page of the web app. */
  status: 200 | 404;
  /** The whole HTML document. */
  html: string;
};

export type TWebRenderer = {
  publicPages: readonly TPublicPageInfo[];
  /** Every path pattern of the web app's two route tables, with params (":id") and splats ("/admin/*"). */
  routePatterns: readonly string[];
  /** True when the pathname is a page of either route table. */
  isWebRoute(pathname: string): boolean;
  /**
   * Renders `url` (path and query) as a signed-out visitor sees it, into the built index.html `template`.
   * `appUrl` makes the canonical link and the preview tags absolute.
   */
  render(opts: {
    url: string;
    template: string;
    appUrl: string;
    answers: TPreloadedAnswers;
  }): Promise<TRenderedPage>;
  /**
   * The app shell for a signed-in visitor with the answers it starts from (their `/api/user`) written in, so the
   * browser draws the signed-in screen without first asking who is signed in.
   */
  shell(opts: { template: string; answers: TPreloadedAnswers }): string;
  /** The text of the preview image of each public page (for the build's image step). */
  previewCards: readonly { image: string; title: string; subtitle: string }[];
};
