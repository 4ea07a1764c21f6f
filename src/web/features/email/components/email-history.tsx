import { Eye, History } from 'lucide-react';
import type { TEmailHistoryItem } from '@shared/contracts/email';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { ErrorState } from '@web/components/ui/states';
import { fullDateTime } from '@shared/format';
import { useTimeZone } from '@web/lib/time-zone';
import { useEmailHistory } from '../api/get-email-history';
import { deliveryStatus, emailTypeName } from '../lib/email-types';

/** Every email sent (or waiting to be sent) to the user, newest first. */
export function EmailHistory() {
  const history = useEmailHistory();
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-2">
          <History className="size-5 text-primary" aria-hidden />
          <CardTitle>Email History</CardTitle>
        </div>
        <CardDescription>The emails Rivalwatch has sent you, and whether you opened them.</CardDescription>
      </CardHeader>
      <CardContent>
        {history.isPending ? (
          <div role="status" aria-label="Loading email history" className="space-y-3">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-12 animate-pulse rounded bg-muted" />
            ))}
          </div>
        ) : history.isError ? (
          <ErrorState
            title="Could not load your email history"
            error={history.error}
            onRetry={() => void history.refetch()}
          />
        ) : history.data.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            No emails sent yet. Email notifications will appear here as they're sent.
          </p>
        ) : (
          <ul aria-label="Email history" className="divide-y divide-border">
            {history.data.map((item) => (
              <HistoryRow key={item.id} item={item} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function HistoryRow({ item }: { item: TEmailHistoryItem }) {
  const timeZone = useTimeZone();
  const status = deliveryStatus(item);
  const at = item.sentAt ?? item.createdAt;
  return (
    <li
      aria-label={emailTypeName(item.emailType)}
      className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{emailTypeName(item.emailType)}</span>
          <Badge variant="secondary" className="break-all">
            {item.emailType}
          </Badge>
        </div>
        {item.subject ? (
          <p className="mt-0.5 text-sm break-words text-muted-foreground">{item.subject}</p>
        ) : null}
        {status ? (
          <p
            className={`mt-0.5 text-sm break-words ${item.status === 'failed' ? 'text-destructive' : 'text-warning'}`}
          >
            {status}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-2 text-sm text-muted-foreground">
        <time dateTime={at}>{fullDateTime(at, timeZone)}</time>
        {item.opened ? (
          <Badge variant="success">
            <Eye className="size-3" aria-hidden /> Opened
          </Badge>
        ) : null}
      </div>
    </li>
  );
}
