import { QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@shared/constants/ui';
import { Toaster } from '@web/components/ui/toaster';
import { UserTimeZone } from './user-time-zone';
import { PageViewBeacon } from './page-view-beacon';
import { createQueryClient } from './query-client';
import { AppRoutes } from './routes';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        <BrowserRouter>
          <PageViewBeacon />
          <UserTimeZone>
            <AppRoutes />
          </UserTimeZone>
        </BrowserRouter>
        <Toaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
