import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False in the server's render of a page and while the browser hydrates that HTML, true from then on (and at once
 * in a page rendered only in the browser). A server-rendered form cannot be sent before its handlers exist: the
 * browser would send it itself, as a GET with every field in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
