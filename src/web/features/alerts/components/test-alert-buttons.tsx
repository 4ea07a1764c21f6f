import { Mail, MessageSquare } from 'lucide-react';
import { Button } from '@web/components/ui/button';
import { useSendTestEmailAlert } from '../api/send-test-email-alert';
import { useSendTestSlackAlert } from '../api/send-test-slack-alert';

/** Test Email Alert and Test Slack Alert: each sends a real message through the user's own channels. */
export function TestAlertButtons() {
  const email = useSendTestEmailAlert();
  const slack = useSendTestSlackAlert();
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="secondary" disabled={email.isPending} onClick={() => email.mutate()}>
        <Mail aria-hidden /> {email.isPending ? 'Sending...' : 'Test Email Alert'}
      </Button>
      <Button size="sm" variant="secondary" disabled={slack.isPending} onClick={() => slack.mutate()}>
        <MessageSquare aria-hidden /> {slack.isPending ? 'Sending...' : 'Test Slack Alert'}
      </Button>
    </div>
  );
}
