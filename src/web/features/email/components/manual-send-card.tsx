import { Send } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { useSendOnboardingEmail } from '../api/send-onboarding-email';
import type { TManualSend } from '../lib/email-types';

/** One lifecycle email the user can send to their own inbox; each card has its own pending state. */
export function ManualSendCard({ send }: { send: TManualSend }) {
  const mutation = useSendOnboardingEmail(send.trigger, send.fallback);
  return (
    <Card role="group" aria-label={send.title} className="flex flex-col">
      <CardHeader>
        <CardTitle className="text-base">{send.title}</CardTitle>
        <CardDescription>{send.description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">
        <Button
          size="sm"
          className="w-full sm:w-auto"
          disabled={mutation.isPending}
          onClick={() => mutation.mutate()}
        >
          <Send aria-hidden /> {mutation.isPending ? 'Sending...' : send.button}
        </Button>
      </CardContent>
    </Card>
  );
}
