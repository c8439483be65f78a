import type { LimitStore } from '../../rate-limit/limit-store.ts';
import { namedLimits } from '../../rate-limit/limits.ts';

const MINUTE = 60_000;

/** Posting is limited per user: a stuck key or a script cannot flood a provider's inbox. */
export const TICKET_LIMITS = {
  ticketsPerUser: { max: 10, windowMs: 60 * MINUTE },
  messagesPerUser: { max: 20, windowMs: MINUTE },
};

export const ticketLimits = (store: LimitStore) => namedLimits(store, 'tickets', TICKET_LIMITS);
export type TicketLimits = ReturnType<typeof ticketLimits>;
