import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { publicPages } from './public-pages';

const DEFAULT_TITLE = 'Rivalwatch';

/** Keeps the tab's title in step with client-side navigation: a public page's own title, else the product's. */
export function DocumentTitle() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = publicPages.find((p) => p.path === pathname)?.title ?? DEFAULT_TITLE;
  }, [pathname]);
  return null;
}
