import { api, unwrap } from '../../../api/client';
import type { Ticket } from './ticket-types';

/** Adds the learner's message to their Open ticket; answers the updated ticket. */
export async function postTicketMessage(ticketId: string, message: string): Promise<Ticket> {
  const { ticket } = await unwrap(api.PATCH('/api/ticket/post-message/{ticketId}', { params: { path: { ticketId } }, body: { message } }));
  return ticket;
}
