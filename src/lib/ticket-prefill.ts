/**
 * What a new ticket can start with when another screen opens the ticket form
 * (/menu/tickets/chat/new, with { prefill } as the route's state).
 */
export interface TicketPrefill {
  subject: string;
  description: string;
}

export const NEW_TICKET_PATH = '/menu/tickets/chat/new';

/** Longest question text quoted into a report (the ticket's description has a limit). */
const QUOTE_LIMIT = 1500;

/**
 * The question's text as plain text, for "Report a problem with this question": never the
 * options' marks or the explanation, since a ticket is not where the answer key goes.
 */
export function questionQuote(questionHtml: string): string {
  const doc = new DOMParser().parseFromString(questionHtml, 'text/html');
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
  return text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}…` : text;
}
