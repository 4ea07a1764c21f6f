import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
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
        <Router>
          <DocumentTitle />
          <PageViewBeacon />
          <UserTimeZone>
            <AppRoutes />
          </UserTimeZone>
        </Router>
        <ToasterOnDemand />
      </QueryClientProvider>
    </StrictMode>
  );
}

const Browser = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;

export function App({ queryClient: given }: { queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return <AppFrame queryClient={queryClient} router={Browser} />;
}
