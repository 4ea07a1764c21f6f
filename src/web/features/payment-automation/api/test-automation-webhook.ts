import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AUTOMATION_EVENT_TYPES, ZTestWebhookResult } from '@shared/contracts/billing';
import type { z } from 'zod';
import { api } from '@web/lib/api-client';
import { automationEventsQueryKey } from './get-automation-events';
import { automationStatusQueryKey } from './get-automation-status';

export type TTestWebhookResult = z.infer<typeof ZTestWebhookResult>;
type TEventType = (typeof AUTOMATION_EVENT_TYPES)[number];

/** Sends a test event to the n8n webhook and answers what n8n said. */
export const testAutomationWebhook = (type: TEventType) =>
  api.post<TTestWebhookResult>('/api/automation/test-webhook', { type, timestamp: new Date().toISOString() });

/** The result is shown on the page; the status and events are read again (the test is an event too). */
export function useTestAutomationWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testAutomationWebhook,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: automationStatusQueryKey });
      void queryClient.invalidateQueries({ queryKey: automationEventsQueryKey });
    },
  });
}
