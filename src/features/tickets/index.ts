/**
 * The tickets feature's public face: what code outside it (the staff inbox, src/staff) may use.
 * Everything else in the feature is its own and may change without asking; lint holds others to
 * this file (eslint.config.js).
 */
export { useTicket } from './api/get-ticket';
export { useTicketTopics } from './api/get-ticket-topics';
export { postStaffMessage, setTicketStatus, useStaffTickets } from './api/staff-tickets';
export { ticketKeys, type TicketStatus } from './api/ticket-types';
export { TicketConversation } from './components/ticket-conversation';
export { TicketRows } from './components/ticket-rows';
export { useLiveTicket, useLiveTicketList } from './lib/use-live-ticket';
export { useTicketsText } from './use-tickets-text';
