import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOnboarding, TOnboardingSkip } from '@shared/contracts/onboarding';
import { api } from '@web/lib/api-client';

export const onboardingQueryKey = ['/api/dashboard/getting-started'] as const;

export const getOnboarding = () => api.get<TOnboarding>('/api/dashboard/getting-started');

/** The getting-started steps, each done or skipped, and whether the card shows. */
export const onboardingQueryOptions = () =>
  queryOptions({ queryKey: onboardingQueryKey, queryFn: getOnboarding });

export function useOnboarding() {
  return useQuery(onboardingQueryOptions());
}

/** Skips a step for good (remembered on the server, per person); the steps are read again. */
export function useSkipOnboardingStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TOnboardingSkip) => api.post<null>('/api/dashboard/getting-started/skips', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: onboardingQueryKey }),
  });
}
