import { useQueryClient } from '@tanstack/react-query';
import { useTicketSocket } from '../../../api/ticket-socket';
import { toast } from '../../../ui/toast';
import { ticketKeys, type Ticket } from '../api/ticket-types';

/**
 * Follows one ticket live (its room's new messages, and any change after a reconnect) and gives
 * `send`: store the message with `post`, show the stored ticket, then nudge the room. A failed
 * send says why in a toast and keeps the text in the box.
 */
export function useLiveTicket(ticketId: string | undefined, post: (ticketId: string, message: string) => Promise<Ticket>) {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
  const { nudge } = useTicketSocket({ ticketId, onMessage: refetch, onTicketsChanged: refetch, onReconnect: refetch });

  const send = async (message: string): Promise<boolean> => {
    if (!ticketId) return false;
    try {
      const ticket = await post(ticketId, message);
      queryClient.setQueryData(ticketKeys.one(ticketId), ticket);
      nudge(message);
      return true;
    } catch (error) {
      toast.error(error instanceof Error ? error.message : String(error));
      return false;
    }
  };
  return { send };
}

/** Keeps ticket lists current while shown: any ticket of the caller that changes is refetched. */
export function useLiveTicketList() {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
  useTicketSocket({ ticketId: undefined, onTicketsChanged: refetch, onReconnect: refetch });
}
