import { brandedMail } from '../../mail/branded-mail.ts';
import type { MailMessage } from '../../mail/mail-message.ts';
import type { Tenant } from '../../tenants/registry.ts';
import type { Person } from '../auth/index.ts';

interface TicketMail {
  tenant: Tenant;
  /** https://host of the provider, for the link and the logo. */
  origin: string;
  learner: Person;
  ticket: { id: string; subject: string };
}

const QUOTE_LIMIT = 1200;
const chatLink = (mail: TicketMail) => `${mail.origin}/#/menu/tickets/chat/${mail.ticket.id}`;
const quote = (text: string) => (text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}…` : text);

/** Tells a learner that staff answered their ticket, with the reply and a link to the chat. */
export function staffReplyMail(mail: TicketMail, staff: Person, reply: string): MailMessage {
  return brandedMail(mail.tenant, mail.origin, {
    to: mail.learner.email,
    firstName: mail.learner.firstName,
    subject: `${staff.firstName} replied to your ticket: ${mail.ticket.subject}`,
    intro: [`${staff.firstName} ${staff.lastName} of ${mail.tenant.manifest.name} replied to your ticket "${mail.ticket.subject}".`],
    highlight: { label: 'Their reply', text: quote(reply) },
    action: { label: 'Open the conversation', url: chatLink(mail) },
    outro: ['You can answer in the conversation while the ticket is open.'],
  });
}

/** Tells a learner that staff closed their ticket. */
export function ticketClosedMail(mail: TicketMail): MailMessage {
  return brandedMail(mail.tenant, mail.origin, {
    to: mail.learner.email,
    firstName: mail.learner.firstName,
    subject: `Your ticket is resolved: ${mail.ticket.subject}`,
    intro: [`${mail.tenant.manifest.name} marked your ticket "${mail.ticket.subject}" as resolved and closed it.`],
    action: { label: 'See the conversation', url: chatLink(mail) },
    outro: ['If something is still wrong, raise a new ticket and tell us what is left.'],
  });
}
