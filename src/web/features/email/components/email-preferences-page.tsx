import { BackLink } from '@web/components/ui/back-link';

import { PageHeader } from '@web/components/ui/page-header';
import { paths } from '@web/lib/paths';
import { MANUAL_SENDS } from '../lib/email-types';
import { AutomatedEmailsCard } from './automated-emails-card';
import { EmailHistory } from './email-history';
import { ManualSendCard } from './manual-send-card';

/**
 * /settings/email (docs/product-rules.md R30): send any lifecycle email to yourself, and see what was sent.
 */
export function EmailPreferencesPage() {
  return (
    <div>
      <BackLink to={paths.settings}>Back to Settings</BackLink>
      <PageHeader
        title="Email Preferences"
        description="Send any of our emails to your own inbox to see what it looks like, and review what we sent."
      />
      <div className="space-y-6">
        <section aria-labelledby="manual-sends">
          <h2 id="manual-sends" className="mb-3 text-lg font-semibold">
            Send a Test Email
          </h2>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {MANUAL_SENDS.map((send) => (
              <ManualSendCard key={send.trigger} send={send} />
            ))}
          </div>
        </section>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <EmailHistory />
          <AutomatedEmailsCard />
        </div>
      </div>
    </div>
  );
}
