import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../api/client';
import { ticketKeys, type Ticket, type TicketListItem, type TicketStatus } from './ticket-types';

export interface StaffFilters {
  status?: TicketStatus | undefined;
  topic?: string | undefined;
  search?: string | undefined;
}

/** Every ticket of the provider for its staff: unread first, then newest; filtered. */
export async function getStaffTickets(filters: StaffFilters): Promise<TicketListItem[]> {
  const query = Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as StaffFilters;
  const { tickets } = await unwrap(api.GET('/api/staff/tickets', { params: { query } }));
  return tickets;
}

export const useStaffTickets = (filters: StaffFilters) =>
  useQuery({ queryKey: ticketKeys.staff(filters), queryFn: () => getStaffTickets(filters), placeholderData: keepPreviousData });

/** A staff reply to any Open ticket of the provider. */
export async function postStaffMessage(ticketId: string, message: string): Promise<Ticket> {
  const { ticket } = await unwrap(api.POST('/api/staff/tickets/{ticketId}/messages', { params: { path: { ticketId } }, body: { message } }));
  return ticket;
}

export async function setTicketStatus(ticketId: string, status: TicketStatus): Promise<Ticket> {
  const { ticket } = await unwrap(api.PATCH('/api/staff/tickets/{ticketId}/status', { params: { path: { ticketId } }, body: { status } }));
  return ticket;
}
