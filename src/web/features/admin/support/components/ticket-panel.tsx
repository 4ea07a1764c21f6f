import { useState } from 'react';
import {
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  type TSupportTicketDetail,
  type TTicketStatus,
} from '@shared/contracts/admin-support';
import { fullDateTime } from '@shared/format';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Textarea } from '@web/components/ui/input';
import { Modal } from '@web/components/ui/modal';
import { Spinner } from '@web/components/ui/spinner';
import { ErrorState } from '@web/components/ui/states';
import { useSupportTicket } from '../api/get-support-ticket';
import { useReplyToTicket, useSetTicketStatus } from '../api/ticket-mutations';

/** The side panel: the whole conversation, a button for every other status, and the reply by email (R58). */
export function TicketPanel(props: {
  id: string | null;
  onClose: () => void;
  onStatus: (s: TTicketStatus) => void;
}) {
  const ticket = useSupportTicket(props.id);
  const setStatus = useSetTicketStatus();
  const reply = useReplyToTicket();
  const [text, setText] = useState('');
  const t = ticket.data;
  return (
    <Modal
      open={props.id !== null}
      onOpenChange={(o) => (o ? null : props.onClose())}
      placement="side"
      title={t?.subject ?? 'Ticket'}
      description={t ? `${t.name} <${t.email}> · ${t.category} · ${t.priority}` : 'Loading...'}
    >
      {ticket.isPending ? (
        <Spinner label="Loading ticket..." />
      ) : ticket.isError ? (
        <ErrorState
          title="Could not load this ticket"
          error={ticket.error}
          onRetry={() => void ticket.refetch()}
        />
      ) : (
        <TicketBody
          ticket={t!}
          text={text}
          onText={setText}
          onStatus={(s) => setStatus.mutate({ id: t!.id, status: s }, { onSuccess: () => props.onStatus(s) })}
          statusPending={setStatus.isPending}
          onReply={() => reply.mutate({ id: t!.id, message: text }, { onSuccess: () => setText('') })}
          replyPending={reply.isPending}
        />
      )}
    </Modal>
  );
}

function TicketBody(props: {
  ticket: TSupportTicketDetail;
  text: string;
  onText: (text: string) => void;
  onStatus: (s: TTicketStatus) => void;
  statusPending: boolean;
  onReply: () => void;
  replyPending: boolean;
}) {
  const t = props.ticket;
  return (
    <div className="space-y-5 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{TICKET_STATUS_LABELS[t.status as TTicketStatus] ?? t.status}</Badge>
        {t.overdue ? <Badge variant="destructive">Overdue</Badge> : null}
      </div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Set status">
        {TICKET_STATUSES.filter((s) => s !== t.status).map((s) => (
          <Button
            key={s}
            size="sm"
            variant="secondary"
            disabled={props.statusPending}
            onClick={() => props.onStatus(s)}
          >
            {TICKET_STATUS_LABELS[s]}
          </Button>
        ))}
      </div>
      <ol aria-label="Conversation" className="space-y-3">
        <Message author={t.name} at={t.createdAt} text={t.message} />
        {t.replies.map((r) => (
          <Message
            key={r.id}
            author={`${r.authorName}${r.author === 'admin' ? ' (support)' : ''}`}
            at={r.createdAt}
            text={r.message}
            note={r.author === 'admin' ? (r.emailSent ? 'Emailed' : 'Email queued') : undefined}
            mine={r.author === 'admin'}
          />
        ))}
      </ol>
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (props.text.trim()) props.onReply();
        }}
      >
        <label htmlFor="ticket-reply" className="block font-medium">
          Reply by email to {t.email}
        </label>
        <Textarea id="ticket-reply" value={props.text} onChange={(e) => props.onText(e.target.value)} />
        <Button type="submit" disabled={!props.text.trim() || props.replyPending}>
          {props.replyPending ? 'Sending...' : 'Send Reply'}
        </Button>
      </form>
    </div>
  );
}

function Message(props: { author: string; at: string; text: string; note?: string; mine?: boolean }) {
  return (
    <li className={`rounded-lg border border-border p-3 ${props.mine ? 'bg-primary-soft' : 'bg-muted'}`}>
      <p className="text-xs text-muted-foreground">
        {props.author} · {fullDateTime(props.at)}
        {props.note ? ` · ${props.note}` : ''}
      </p>
      <p className="mt-1 break-words whitespace-pre-wrap">{props.text}</p>
    </li>
  );
}
