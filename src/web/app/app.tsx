import { QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@shared/constants/ui';
import { UserTimeZone } from './user-time-zone';
import { createQueryClient } from './query-client';
import { AppRoutes } from './routes';
import { ToasterOnDemand } from './toaster-on-demand';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        <BrowserRouter>
          <UserTimeZone>
            <AppRoutes />
          </UserTimeZone>
        </BrowserRouter>
        <ToasterOnDemand />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
