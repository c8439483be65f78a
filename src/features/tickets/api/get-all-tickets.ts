import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { ticketKeys, type TicketListItem } from './ticket-types';

/** The learner's own tickets, newest first (the spec's client asks with role=User). */
export async function getAllTickets(): Promise<TicketListItem[]> {
  const { tickets } = await unwrap(api.GET('/api/ticket/get-all-tickets', { params: { query: { role: 'User' } } }));
  return tickets;
}

export const myTicketsQueryOptions = () => queryOptions({ queryKey: ticketKeys.mine(), queryFn: getAllTickets });

export const useMyTickets = (enabled = true) => useQuery({ ...myTicketsQueryOptions(), enabled });

/** Whether staff replied to any of the learner's tickets since they last looked (the menu's marker). */
export const useHasUnreadTickets = (enabled: boolean) =>
  useQuery({ ...myTicketsQueryOptions(), enabled, staleTime: 30_000, select: (tickets) => tickets.some((ticket) => ticket.unread) }).data === true;
