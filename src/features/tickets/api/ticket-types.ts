import type { components } from '../../../../openapi/schema.gen';

export type Ticket = components['schemas']['Ticket'];
export type TicketListItem = components['schemas']['TicketListItem'];
export type TicketStatus = components['schemas']['TicketStatus'];
export type TicketTopic = components['schemas']['TicketTopic'];
export type Subadmin = components['schemas']['Subadmin'];
export type ChatMessage = components['schemas']['ChatMessage'];

/** Query keys of the tickets area: everything under ['tickets'] is refetched when a ticket changes. */
export const ticketKeys = {
  all: ['tickets'] as const,
  mine: () => [...ticketKeys.all, 'mine'] as const,
  one: (ticketId: string) => [...ticketKeys.all, 'one', ticketId] as const,
  staff: (filters: object) => [...ticketKeys.all, 'staff', filters] as const,
};
