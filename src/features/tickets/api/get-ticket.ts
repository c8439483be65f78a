import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { ticketKeys, type Ticket } from './ticket-types';

/** One ticket with its messages, oldest first; reading it clears its unread marker for the caller. */
export async function getTicket(ticketId: string): Promise<Ticket> {
  const { ticket } = await unwrap(api.GET('/api/ticket/get-ticket/{ticketId}', { params: { path: { ticketId } } }));
  return ticket;
}

export const ticketQueryOptions = (ticketId: string) => queryOptions({ queryKey: ticketKeys.one(ticketId), queryFn: () => getTicket(ticketId) });

export const useTicket = (ticketId: string) => useQuery(ticketQueryOptions(ticketId));
