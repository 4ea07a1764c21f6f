import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { StrictMode, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@shared/constants/ui';
import { UserTimeZone } from './user-time-zone';
import { DocumentTitle } from './document-title';
import { PageViewBeacon } from './page-view-beacon';
import { createQueryClient } from './query-client';
import { AppRoutes } from './routes';
import { ToasterOnDemand } from './toaster-on-demand';

/**
 * The whole app around a router: the browser's in the client, a static one when the server renders a public page
 * (src/web/entry-server.tsx), so both render the same tree and hydration matches.
 */
export function AppFrame({
  queryClient,
  router: Router,
}: {
  queryClient: QueryClient;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
          <Router>
            <DocumentTitle />
            <PageViewBeacon />
            <UserTimeZone>
              <AppRoutes />
            </UserTimeZone>
          </Router>
          <ToasterOnDemand />
        </Tooltip.Provider>
      </QueryClientProvider>
    </StrictMode>
  );
}

const Browser = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;

export function App({ queryClient: given }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return <AppFrame queryClient={queryClient} router={Browser} />;
}
