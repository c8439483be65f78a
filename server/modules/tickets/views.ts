import type { components } from '../../../openapi/schema.gen.ts';
import type { LanguageCode } from '../../../shared/i18n/languages.ts';
import { translatedFields } from '../../tenants/translations.ts';
import type { Person } from '../auth/index.ts';
import type { MessageRow, TicketRow } from './repo/tickets.ts';

export type TicketView = components['schemas']['Ticket'];
export type TicketListItemView = components['schemas']['TicketListItem'];
type ChatMessageView = components['schemas']['ChatMessage'];

const nameOf = (person: Person | undefined) => (person ? `${person.firstName} ${person.lastName}`.trim() : 'Former staff member');

/** A staff member signs as "Amara Okafor, Clinical tutor"; a learner by name. */
const signature = (person: Person | undefined) => (person?.jobTitle ? `${nameOf(person)}, ${person.jobTitle}` : nameOf(person));

/** A ticket's picture as the caller may open it: a short-lived signed link, or null when it has none. */
export type ImageLink = (row: TicketRow) => string | null;

/**
 * A ticket without its messages, its topic named in `language` (else in the default language).
 * Texts are plain text: the client shows them escaped.
 */
export function toTicketListItem(row: TicketRow, people: Map<string, Person>, imageLink: ImageLink, language: LanguageCode): TicketListItemView {
  const learner = people.get(row.userId);
  return {
    _id: row.id,
    topic: { _id: row.topicId, topic_name: translatedFields(row.topicTranslations, language).topicName ?? row.topicName },
    subject: row.subject,
    description: row.description,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    subdomain: row.tenantId,
    to: row.assignedStaffId,
    image: imageLink(row),
    user: { _id: row.userId, first_name: learner?.firstName ?? '', last_name: learner?.lastName ?? '' },
    unread: row.unread,
  };
}

export function toTicket(row: TicketRow, messages: MessageRow[], people: Map<string, Person>, imageLink: ImageLink, language: LanguageCode): TicketView {
  return { ...toTicketListItem(row, people, imageLink, language), unread: false, chats: messages.map((m) => toChatMessage(m, people)) };
}

function toChatMessage(row: MessageRow, people: Map<string, Person>): ChatMessageView {
  return {
    _id: row.id,
    from: row.fromUserId,
    from_role: row.fromStaff ? 'Staff' : 'User',
    from_name: signature(people.get(row.fromUserId)),
    message: row.message,
    date: row.createdAt.toISOString(),
  };
}
