import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Counts a page view on every route change (docs/product-rules.md R33), first-party: a small POST of the path to
 * our own server, without the query (it can hold an email or a token), without cookies, never a third-party
 * script. A failed count is dropped; it never gets in the visitor's way.
 */
export function sendPageView(path: string): Promise<void> {
  return fetch('/api/page-views', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path }),
    credentials: 'omit',
    keepalive: true,
  }).then(
    () => undefined,
    () => undefined,
  );
}

export function PageViewBeacon() {
  const { pathname } = useLocation();
  useEffect(() => {
    void sendPageView(pathname);
  }, [pathname]);
  return null;
}
