import { stubFetch } from '../../../.storybook/stub-fetch';
import { apiHandler, type ApiAnswer, type ApiHandler } from '../../../tests/support/api-handlers';
import type { Ticket, TicketListItem } from './api/ticket-types';
import { LEARNER_ID, staff, SUBDOMAIN, ticket, tickets, topics } from './components/story-fixtures';

/** The signed-in learner of the tickets stories, as /api/user/get-profile answers. */
const learner = {
  _id: LEARNER_ID,
  first_name: 'Nadia',
  last_name: 'Rahman',
  mobile: '+447700900123',
  dob: null,
  email: 'nadia.rahman@example.com',
  profile_url: '/default-profile.svg',
  subdomain: SUBDOMAIN,
  is_active_plan: true,
  role: 'User' as const,
  leaderboard_name_hidden: false,
};

type Pending = 'pending';

interface Answers {
  list?: TicketListItem[] | ApiAnswer<'/api/ticket/get-all-tickets', 'get'> | Pending;
  one?: Ticket | ApiAnswer<'/api/ticket/get-ticket/{ticketId}', 'get'> | Pending;
  topicList?: TicketTopic[] | ApiAnswer<'/api/topic/get-topics', 'get'> | Pending;
}
type TicketTopic = (typeof topics)[number];

/** An answer given as it is ('pending' or a status and body), else the fixture itself. */
const isAnswer = (value: unknown): value is Pending | { body: unknown } =>
  value === 'pending' || (typeof value === 'object' && value !== null && !Array.isArray(value) && 'body' in value);

/**
 * The calls of the tickets screens (the learner's and the staff inbox's), typed from the contract:
 * the tickets, one ticket, topics and staff for the form, the profile; a new ticket or message
 * never answers, so a story stays where it is. Shared by the stories (ticketsServer) and the web
 * tests (stubApi(ticketsHandlers())).
 */
export function ticketsHandlers({ list = tickets, one = ticket(), topicList = topics }: Answers = {}): ApiHandler[] {
  const listAnswer = () => (isAnswer(list) ? list : { body: { tickets: list } });
  return [
    apiHandler('/api/ticket/get-all-tickets', 'get', listAnswer),
    apiHandler('/api/staff/tickets', 'get', listAnswer),
    apiHandler('/api/ticket/get-ticket/{ticketId}', 'get', () => (isAnswer(one) ? one : { body: { ticket: one } })),
    apiHandler('/api/topic/get-topics', 'get', () => (isAnswer(topicList) ? topicList : { body: { topics: topicList } })),
    apiHandler('/api/subadmin/get-subadmins', 'get', () => ({ body: { professors: staff } })),
    apiHandler('/api/user/get-profile', 'get', () => ({ body: { user: learner } })),
    apiHandler('/api/ticket/create-ticket', 'post', () => 'pending'),
    apiHandler('/api/ticket/post-message/{ticketId}', 'patch', () => 'pending'),
    apiHandler('/api/staff/tickets/{ticketId}/messages', 'post', () => 'pending'),
    apiHandler('/api/staff/tickets/{ticketId}/status', 'patch', () => 'pending'),
  ];
}

/** A story's beforeEach answering the tickets screens' calls (ticketsHandlers). */
export function ticketsServer(answers: Answers = {}) {
  return stubFetch(ticketsHandlers(answers));
}
