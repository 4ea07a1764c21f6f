import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSupportTicketDetail, TTicketStatus } from '@shared/contracts/admin-support';
import { toast } from '@web/components/ui/use-toast';
import { api } from '@web/lib/api-client';
import { serverMessage } from '../../lib';
import { supportTicketsQueryKey } from './get-support-tickets';

export const setTicketStatus = ({ id, status }: { id: string; status: TTicketStatus }) =>
  api.patch<TSupportTicketDetail>(`/api/admin/support/tickets/${encodeURIComponent(id)}`, { status });

export const replyToTicket = ({ id, message }: { id: string; message: string }) =>
  api.post<TSupportTicketDetail>(`/api/admin/support/tickets/${encodeURIComponent(id)}/replies`, { message });

/** Ticket texts of docs/product-rules.md R58; lists and the open ticket are read again after each write. */
export function useSetTicketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTicketStatus,
    onSuccess: (t) =>
      toast({
        title: 'Status Updated',
        description: `"${t.subject}" is now ${t.status}.`,
        variant: 'success',
      }),
    onError: () =>
      toast({
        title: 'Update Failed',
        description: 'Failed to update ticket status. Please try again.',
        variant: 'destructive',
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: supportTicketsQueryKey }),
  });
}

export function useReplyToTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToTicket,
    onSuccess: (t) =>
      toast({
        title: 'Reply Sent',
        description: t.replies.at(-1)?.emailSent
          ? `Emailed to ${t.email}.`
          : `Kept on the ticket; the email to ${t.email} will be retried.`,
        variant: 'success',
      }),
    onError: (err) =>
      toast({
        title: 'Reply Failed',
        description: serverMessage(err) ?? err.message,
        variant: 'destructive',
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: supportTicketsQueryKey }),
  });
}
