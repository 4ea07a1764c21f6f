import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TCompetitorInput, ZCreatedCompetitor } from '@shared/contracts/competitors';
import type { z } from 'zod';
import { REDIRECT_AFTER_UPGRADE_MESSAGE_MS } from '@shared/constants/ui';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { paths } from '@web/lib/paths';
import { dashboardStatsQueryKey } from '@web/features/dashboard';
import { openLiveRefreshWindow } from '../lib/live-refresh';
import { competitorFailure, serverMessage } from '../lib/server-message';
import { competitorsQueryKey } from './get-competitors';

export type TCreatedCompetitor = z.infer<typeof ZCreatedCompetitor>;

export const addCompetitor = (body: TCompetitorInput) =>
  api.post<TCreatedCompetitor>('/api/competitors', body);

/** At the plan limit the server names the plan to move to; only a pointer to Pro leads to the payment page. */
export function upgradeToProMessage(err: unknown): string | undefined {
  const failure = competitorFailure(err);
  if (!failure?.upgradeMessage || !/\bpro\b/i.test(failure.upgradeMessage)) return undefined;
  return failure.message?.trim() || failure.upgradeMessage;
}

/**
 * Adds a competitor (docs/product-rules.md R17): the list and the dashboard figures are refetched and watched
 * while the first scrape is queued. At the plan limit with a Pro upgrade on offer, says so and opens the Pro
 * payment page.
 */
export function useAddCompetitor() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: addCompetitor,
    onSuccess: () => {
      toast({ title: 'Competitor added successfully. Scraping will start shortly.', variant: 'success' });
      openLiveRefreshWindow(queryClient);
      void queryClient.invalidateQueries({ queryKey: competitorsQueryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardStatsQueryKey });
    },
    onError: (err) => {
      const upgrade = upgradeToProMessage(err);
      if (upgrade) {
        toast({ title: 'Upgrade Required', description: `${upgrade} Redirecting to Pro plan...` });
        setTimeout(() => void navigate(paths.simplePayment('pro')), REDIRECT_AFTER_UPGRADE_MESSAGE_MS);
        return;
      }
      toast({
        title: 'Error',
        description: serverMessage(err) ?? 'Failed to add competitor',
        variant: 'destructive',
      });
    },
  });
}
