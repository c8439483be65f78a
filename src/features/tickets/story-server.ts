import { stubFetch, type StoryAnswer } from '../../../.storybook/stub-fetch';
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
  role: 'User',
  leaderboard_name_hidden: false,
};

interface Answers {
  list?: TicketListItem[] | StoryAnswer;
  one?: Ticket | StoryAnswer;
  topicList?: unknown[];
}

const answer = (value: unknown[] | object | StoryAnswer, wrap: (v: never) => object): StoryAnswer =>
  value === 'pending' || (typeof value === 'object' && !Array.isArray(value) && 'body' in value) ? (value as StoryAnswer) : { body: wrap(value as never) };

/**
 * The calls of the tickets screens (the learner's and the staff inbox's): the tickets, one ticket, topics and staff for the
 * form, the profile; a new ticket or message never answers, so a story stays where it is.
 */
export function ticketsServer({ list = tickets, one = ticket(), topicList = topics }: Answers = {}) {
  return stubFetch((url) => {
    if (url.pathname === '/api/ticket/get-all-tickets' || url.pathname === '/api/staff/tickets') return answer(list, (tickets) => ({ tickets }));
    if (url.pathname.startsWith('/api/ticket/get-ticket/')) return answer(one, (ticket) => ({ ticket }));
    if (url.pathname === '/api/topic/get-topics') return { body: { topics: topicList } };
    if (url.pathname === '/api/subadmin/get-subadmins') return { body: { professors: staff } };
    if (url.pathname === '/api/user/get-profile') return { body: { user: learner } };
    if (url.pathname === '/api/ticket/create-ticket' || url.pathname.startsWith('/api/ticket/post-message/') || url.pathname.startsWith('/api/staff/tickets/'))
      return 'pending';
    return undefined;
  });
}
