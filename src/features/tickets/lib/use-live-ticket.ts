import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTicketSocket } from '../../../api/ticket-socket';
import { toast } from '../../../ui/toast';
import { ticketKeys, type Ticket } from '../api/ticket-types';
import { coalesced } from './coalesced';

/** One refetch of the tickets a page shows per query client, however many screens follow them. */
const refetches = new WeakMap<QueryClient, () => void>();

/** Refetches the tickets shown (every query under ['tickets']), coalescing bursts of nudges. */
function useTicketsRefetch(): () => void {
  const queryClient = useQueryClient();
  let refetch = refetches.get(queryClient);
  if (!refetch) {
    refetch = coalesced(() => queryClient.invalidateQueries({ queryKey: ticketKeys.all }));
    refetches.set(queryClient, refetch);
  }
  return refetch;
}

/**
 * Follows one ticket live (its room's new messages, and any change after a reconnect) and gives
 * `send`: store the message with `post`, show the stored ticket, then nudge the room. A failed
 * send says why in a toast and keeps the text in the box.
 */
export function useLiveTicket(ticketId: string | undefined, post: (ticketId: string, message: string) => Promise<Ticket>) {
  const queryClient = useQueryClient();
  const refetch = useTicketsRefetch();
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
  const refetch = useTicketsRefetch();
  useTicketSocket({ ticketId: undefined, onTicketsChanged: refetch, onReconnect: refetch });
}
