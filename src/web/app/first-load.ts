import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { userQueryKey } from '@web/features/auth/api/get-user';
import { isProductId, productQueryOptions } from '@web/features/products/api/get-product';
import { paths } from '@web/lib/paths';
import {
  AlertsPage,
  AppLayout,
  AuthPage,
  CompetitorsPage,
  ExportPage,
  PriceTrackingPage,
  ProductLaunchesPage,
  ProductPage,
  PromotionsPage,
  SettingsPage,
} from './lazy-pages';

/**
 * The pages a first load of these addresses draws. Without this their code is asked for only once the signed-in
 * user has answered (routes.tsx picks the route table by it), one round trip after the other; started with the
 * entry, both come in together (docs/decisions/012-light-first-load.md). A wrong guess (a signed-out visitor on a
 * signed-in screen is sent to /auth) costs the bytes of a page not drawn, never a wrong page.
 */
const firstLoadPages: readonly [pattern: string, pages: readonly { preload(): unknown }[]][] = [
  [paths.auth, [AuthPage]],
  [paths.competitors, [AppLayout, CompetitorsPage]],
  [paths.priceTracking, [AppLayout, PriceTrackingPage]],
  [paths.promotions, [AppLayout, PromotionsPage]],
  [paths.productLaunches, [AppLayout, ProductLaunchesPage]],
  [paths.productRoute, [AppLayout, ProductPage]],
  [paths.alerts, [AppLayout, AlertsPage]],
  [paths.export, [AppLayout, ExportPage]],
  [paths.settings, [AppLayout, SettingsPage]],
];

/**
 * The answers a first load of these addresses draws its largest element from, asked for with the page's code rather
 * than once the page has rendered and mounted (on the product page that was 300 ms later on a 2-core machine: its
 * title, the LCP element, waited for the product call). Same query options as the screen, so the screen finds the
 * answer, or the call under way, in the cache.
 */
const firstLoadAnswers: readonly [
  pattern: string,
  prefetch: (id: string | undefined, qc: QueryClient) => void,
][] = [[paths.productRoute, (id, qc) => isProductId(id) && void qc.prefetchQuery(productQueryOptions(id))]];

/**
 * Starts loading what the address in view will draw (main.tsx, before the first render): its pages, and for a
 * signed-in visitor (the shell carries who they are) the answers its largest element shows.
 */
export function preloadFirstLoad(pathname: string, queryClient: QueryClient): void {
  const match = firstLoadPages.find(([pattern]) => matchPath(pattern, pathname));
  for (const page of match?.[1] ?? []) void page.preload();
  if (!queryClient.getQueryData(userQueryKey)) return;
  for (const [pattern, prefetch] of firstLoadAnswers) {
    const found = matchPath(pattern, pathname);
    if (found) prefetch(found.params.id, queryClient);
  }
}
