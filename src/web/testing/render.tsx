// Rendering a web component as the app does: query client, router (with where it is now) and toasts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { Toaster } from '@web/components/ui/toaster';
import { dismissToast, useToasts } from '@web/components/ui/use-toast';

/** Where the router is: read it with screen.getByTestId('where'). */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

/** A client without retries or refetch on focus, so a test sees each call once. */
export const testQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });

/**
 * Renders `ui` at `url`. With `path` (a route pattern) `ui` shows only while the router matches it, so a
 * navigation away unmounts it; `client` replaces the test client (the app's own, say).
 */
export function renderWithProviders(
  ui: ReactNode,
  { url = '/', path, client = testQueryClient() }: { url?: string; path?: string; client?: QueryClient } = {},
) {
  return {
    client,
    ...render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          {path ? (
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={null} />
            </Routes>
          ) : (
            ui
          )}
          <Where />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}

/** Toasts live in a module-wide store: close what a test left open so the next one starts clean. */
export function dismissAllToasts() {
  const { result, unmount } = renderHook(() => useToasts());
  for (const t of result.current) if (t.open) dismissToast(t.id);
  unmount();
}
