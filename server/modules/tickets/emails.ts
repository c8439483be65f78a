import { brandedMail } from '../../mail/branded-mail.ts';
import type { MailMessage } from '../../mail/mail-message.ts';
import type { Tenant } from '../../tenants/registry.ts';
import type { Person } from '../auth/index.ts';
import { translator } from '../../i18n/catalog.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';

interface TicketMail {
  tenant: Tenant;
  /** https://host of the provider, for the link and the logo. */
  origin: string;
  learner: Person;
  ticket: { id: string; subject: string };
  /** The mail's language: the learner's (i18n/mail-language.ts). */
  language: LanguageCode;
}

const QUOTE_LIMIT = 1200;
const chatLink = (mail: TicketMail) => `${mail.origin}/#/menu/tickets/chat/${mail.ticket.id}`;
const quote = (text: string) => (text.length > QUOTE_LIMIT ? `${text.slice(0, QUOTE_LIMIT)}…` : text);

/** Tells a learner that staff answered their ticket, with the reply and a link to the chat. */
export function staffReplyMail(mail: TicketMail, staff: Person, reply: string): MailMessage {
  const t = translator(mail.language, 'mail');
  const values = { staff: staff.firstName, staffLastName: staff.lastName, provider: mail.tenant.manifest.name, subject: mail.ticket.subject };
  return brandedMail(mail.tenant, mail.origin, {
    to: mail.learner.email,
    firstName: mail.learner.firstName,
    subject: t('staffReply.subject', values),
    intro: [t('staffReply.intro', values)],
    highlight: { label: t('staffReply.label'), text: quote(reply) },
    action: { label: t('staffReply.action'), url: chatLink(mail) },
    outro: [t('staffReply.outro')],
    language: mail.language,
  });
}

/** Tells a learner that staff closed their ticket. */
export function ticketClosedMail(mail: TicketMail): MailMessage {
  const t = translator(mail.language, 'mail');
  const values = { provider: mail.tenant.manifest.name, subject: mail.ticket.subject };
  return brandedMail(mail.tenant, mail.origin, {
    to: mail.learner.email,
    firstName: mail.learner.firstName,
    subject: t('ticketClosed.subject', values),
    intro: [t('ticketClosed.intro', values)],
    action: { label: t('ticketClosed.action'), url: chatLink(mail) },
    outro: [t('ticketClosed.outro')],
    language: mail.language,
  });
}
