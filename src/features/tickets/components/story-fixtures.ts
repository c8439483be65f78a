/**
 * Shared data of the tickets stories and tests: tickets as the server sends them. Original content.
 */
import type { ChatMessage, Ticket, TicketListItem, TicketStatus } from '../api/ticket-types';

/** A stable, valid v4-shaped uuid for fixture n. */
export const fixtureId = (n: number) => `5d2f8b41-7c3a-4e9d-8b6f-${n.toString(16).padStart(12, '0')}`;

export const LEARNER_ID = fixtureId(900);
export const STAFF_ID = fixtureId(901);
export const SUBDOMAIN = fixtureId(902);

export const topics = [
  { _id: fixtureId(801), topic_name: 'Question bank' },
  { _id: fixtureId(802), topic_name: 'Technical problem' },
];

export const staff = [
  { _id: STAFF_ID, first_name: 'Amara', last_name: 'Okafor' },
  { _id: fixtureId(903), first_name: 'Tom', last_name: 'Hale' },
];

const subjects = [
  'Timer kept running after submit',
  'Question 4 of the cardiology quiz looks wrong',
  'Cannot download my invoice',
  'Can I pause a mock exam?',
  'Explanation image does not load',
  'Change the email on my account',
];
const statuses: TicketStatus[] = ['Open', 'Pending', 'Closed'];

export function listItem(n: number, overrides: Partial<TicketListItem> = {}): TicketListItem {
  return {
    _id: fixtureId(n),
    unread: n === 1,
    topic: topics[n % 2]!,
    subject: subjects[(n - 1) % subjects.length]!,
    description:
      'On the last quiz the clock kept going after I pressed Submit, and the result page showed a longer time than I took. ' +
      'It happened twice, on a phone and on a laptop.',
    status: statuses[(n - 1) % 3]!,
    createdAt: new Date(Date.UTC(2026, 10, 20 - n, 9, 30)).toISOString(),
    subdomain: SUBDOMAIN,
    to: null,
    image: null,
    user: { _id: LEARNER_ID, first_name: 'Nadia', last_name: 'Rahman' },
    ...overrides,
  };
}

export const tickets: TicketListItem[] = [1, 2, 3, 4, 5].map((n) => listItem(n));

export const chats: ChatMessage[] = [
  {
    _id: fixtureId(701),
    from: LEARNER_ID,
    from_role: 'User',
    from_name: 'Nadia Rahman',
    message: 'It is question 4 of the cardiology mock exam.',
    date: '2026-11-20T09:41:00.000Z',
  },
  {
    _id: fixtureId(702),
    from: STAFF_ID,
    from_role: 'Staff',
    from_name: 'Amara Okafor, Clinical tutor',
    message: 'Thanks, Nadia. Options B and D were both marked correct by mistake; we are fixing it today.',
    date: '2026-11-20T13:05:00.000Z',
  },
  { _id: fixtureId(703), from: LEARNER_ID, from_role: 'User', from_name: 'Nadia Rahman', message: 'Great, thank you!', date: '2026-11-20T13:07:00.000Z' },
];

export function ticket(overrides: Partial<Ticket> = {}): Ticket {
  return { ...listItem(2, { status: 'Open', unread: false }), chats, ...overrides };
}
