import { BackLink } from '@web/components/ui/back-link';
import { Inbox, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';

import type { TOutboxItem } from '@shared/contracts/email';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
import { PageHeader } from '@web/components/ui/page-header';
import { Banner, EmptyState, ErrorState } from '@web/components/ui/states';
import { TimeAgo } from '@web/components/ui/time-ago';
import { pagedList } from '@web/lib/paging';
import { paths } from '@web/lib/paths';
import { useOutbox } from '../api/get-outbox';
import { OutboxEmailDialog } from './outbox-email-dialog';

const TRANSPORT_NOTE = {
  outbox: 'No SMTP_URL is set: emails are kept here instead of being sent.',
  smtp: 'SMTP is configured: new emails are sent; this list shows emails kept earlier.',
} as const;

/** /admin/outbox (docs/product-rules.md R28, R62): the emails kept while no SMTP server is configured. */
export function OutboxPage() {
  const [to, setTo] = useState('');
  const search = useDeferredValue(to);
  const outbox = useOutbox(search);
  const [openId, setOpenId] = useState<string | null>(null);
  const { items } = pagedList(outbox);
  const transport = outbox.data?.pages[0]?.transport;

  return (
    <div>
      <BackLink to={paths.admin}>Back to admin</BackLink>
      <PageHeader
        title="Email Outbox"
        description="Emails Rivalwatch kept instead of sending, newest first."
      />
      {outbox.isPending ? (
        <Card className="p-5" role="status" aria-label="Loading the outbox">
          <div className="space-y-3">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-12 animate-pulse rounded bg-muted" />
            ))}
          </div>
        </Card>
      ) : !outbox.data ? (
        <ErrorState
          title="Could not load the outbox"
          error={outbox.error}
          onRetry={() => void outbox.refetch()}
        />
      ) : (
        <div className="space-y-4">
          {transport ? <Banner tone="info">{TRANSPORT_NOTE[transport]}</Banner> : null}
          <div className="relative">
            <Search className="absolute top-3 left-3 size-4 text-muted-foreground" aria-hidden />
            <Input
              aria-label="Search by recipient"
              placeholder="Search by recipient"
              className="pl-9"
              value={to}
              onChange={(e) => setTo(e.target.value)}
            />
          </div>
          {items.length === 0 ? (
            <EmptyState
              icon={Inbox}
              title={search.trim() ? 'No emails to this recipient' : 'No emails in the outbox'}
              description="Emails appear here when Rivalwatch keeps them instead of sending them."
            />
          ) : (
            <Card>
              <ul aria-label="Outbox emails" className="divide-y divide-border">
                {items.map((item) => (
                  <OutboxRow key={item.id} item={item} onOpen={() => setOpenId(item.id)} />
                ))}
              </ul>
            </Card>
          )}
          {outbox.hasNextPage ? (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                disabled={outbox.isFetchingNextPage}
                onClick={() => void outbox.fetchNextPage()}
              >
                {outbox.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          ) : null}
          {outbox.isFetchNextPageError ? (
            <ErrorState
              title="Could not load more emails"
              error={outbox.error}
              onRetry={() => void outbox.fetchNextPage()}
            />
          ) : null}
        </div>
      )}
      <OutboxEmailDialog id={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}

function OutboxRow({ item, onOpen }: { item: TOutboxItem; onOpen: () => void }) {
  return (
    // The subject is the button (its name holds all its visible text); its ::after covers the row, so the whole
    // row still opens the email.
    <li className="relative flex flex-col gap-1 px-5 py-3 hover:bg-muted sm:flex-row sm:items-center sm:justify-between sm:gap-4">
      <span className="min-w-0">
        <button
          type="button"
          onClick={onOpen}
          aria-label={`Open ${item.subject}`}
          className="block cursor-pointer text-left font-medium break-words after:absolute after:inset-0"
        >
          {item.subject}
        </button>
        <span className="block text-sm break-all text-muted-foreground">{item.toAddress}</span>
      </span>
      <span className="flex shrink-0 items-center gap-2 text-sm text-muted-foreground">
        <Badge variant="secondary">{item.kind}</Badge>
        <TimeAgo value={item.createdAt} />
      </span>
    </li>
  );
}
