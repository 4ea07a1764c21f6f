import { matchPath } from 'react-router';
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

/** Starts loading the pages the address in view will draw (main.tsx, before the first render). */
export function preloadFirstLoad(pathname: string): void {
  const match = firstLoadPages.find(([pattern]) => matchPath(pattern, pathname));
  for (const page of match?.[1] ?? []) void page.preload();
}
