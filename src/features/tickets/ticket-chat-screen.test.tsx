import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubApi } from '../../../tests/support/render-web';
import { aLearner } from '../../../tests/support/web-learner';
import type { ChatMessage, Ticket } from './api/ticket-types';
import { chats, LEARNER_ID, STAFF_ID, ticket } from './components/story-fixtures';
import { TicketChatScreen } from './ticket-chat-screen';

/** socket.io-client's socket as the screen uses it, driven by the test: what it emitted, and the server's events. */
const socket = vi.hoisted(() => {
  const handlers = new Map<string, Array<(payload?: unknown) => void>>();
  const fake = {
    connected: false,
    active: true,
    connects: 0,
    emitted: [] as Array<[string, unknown]>,
    on: (event: string, handler: (payload?: unknown) => void) => void handlers.set(event, [...(handlers.get(event) ?? []), handler]),
    emit: (event: string, payload: unknown) => void fake.emitted.push([event, payload]),
    connect: () => void (fake.connects += 1),
    disconnect: () => undefined,
    /** The server sends `event`. */
    serverSends: (event: string, payload?: unknown) => handlers.get(event)?.forEach((handler) => handler(payload)),
  };
  return fake;
});
vi.mock('socket.io-client', () => ({ io: () => socket }));

const user = aLearner({ _id: LEARNER_ID, first_name: 'Nadia', last_name: 'Rahman', email: 'n@example.com' });
const staffReply: ChatMessage = {
  _id: '5d2f8b41-7c3a-4e9d-8b6f-000000000777',
  from: STAFF_ID,
  from_role: 'Staff',
  from_name: 'Amara Okafor, Clinical tutor',
  message: 'Fixed now: please try again.',
  date: '2026-11-20T15:00:00.000Z',
};

let current: Ticket;
/** How many times the screen asked for the ticket. */
let ticketReads = 0;
/** While set, reads of the ticket wait here until the test answers them (a request in flight). */
let heldReads: Array<() => void> | undefined;
function serve() {
  const posted: unknown[] = [];
  ticketReads = 0;
  heldReads = undefined;
  stubApi(async (url, request) => {
    if (url.pathname === `/api/ticket/get-ticket/${current._id}`) {
      ticketReads += 1;
      if (heldReads) await new Promise<void>((resolve) => heldReads!.push(resolve));
      return { body: { ticket: current } };
    }
    if (url.pathname === '/api/user/get-profile') return { body: { user } };
    if (url.pathname === `/api/ticket/post-message/${current._id}`) {
      const body = (await request.json()) as { message: string };
      posted.push(body);
      current = {
        ...current,
        chats: [
          ...current.chats,
          { _id: crypto.randomUUID(), from: LEARNER_ID, from_role: 'User', from_name: 'Nadia Rahman', message: body.message, date: new Date().toISOString() },
        ],
      };
      return { body: { ticket: current } };
    }
    return undefined;
  });
  return posted;
}

const open = () => renderAt(`/menu/tickets/chat/${current._id}`, [{ path: '/menu/tickets/chat/:ticketId', element: <TicketChatScreen /> }]);

beforeEach(() => {
  socket.emitted = [];
  current = ticket({ chats: chats.slice(0, 1) });
  localStorage.setItem('token', 'access');
  localStorage.setItem('refreshToken', 'refresh');
  localStorage.setItem('user', JSON.stringify(user));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('TicketChatScreen', () => {
  it('shows the ticket, joins its room on connect, and shows a staff reply as soon as the server says one came', async () => {
    serve();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: current.subject })).toBeTruthy();
    expect(screen.getByText('18 Nov 2026')).toBeTruthy();
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(log.textContent).toMatch(/It is question 4.*Sent at \d{1,2}:\d{2} (AM|PM)/);

    act(() => socket.serverSends('connect'));
    expect(socket.emitted).toContainEqual(['login', { ticketId: current._id }]);

    current = { ...current, chats: [...current.chats, staffReply] };
    act(() => socket.serverSends('receiveMessage', { ticketId: current._id }));
    expect(await within(log).findByText('Fixed now: please try again.')).toBeTruthy();
    expect(log.textContent).toContain('Amara Okafor, Clinical tutor');
  });

  it('refetches the ticket at most once in flight and once after for a burst of 300 nudges, and shows the newest message', async () => {
    serve();
    open();
    expect(await screen.findByRole('heading', { level: 1, name: current.subject })).toBeTruthy();
    expect(ticketReads).toBe(1);
    const held: Array<() => void> = [];
    heldReads = held;
    /** Waits for the screen's one read in flight (and says how many it has made), then answers it. */
    const answerRead = async () => {
      await waitFor(() => expect(held).toHaveLength(1));
      const reads = ticketReads;
      await act(async () => held.shift()!());
      return reads;
    };

    current = { ...current, chats: [...current.chats, staffReply] };
    act(() => {
      for (let i = 0; i < 300; i++) socket.serverSends('receiveMessage', { ticketId: current._id });
    });
    expect(await answerRead()).toBe(2); // one in flight for the whole burst
    expect(await answerRead()).toBe(3); // and one after it
    expect(await within(screen.getByRole('log', { name: 'Messages' })).findByText('Fixed now: please try again.')).toBeTruthy();
    expect(ticketReads).toBe(3);
    expect(held).toHaveLength(0);
  });

  it('connects again when the server closes the socket of a session that goes on, and not after a sign-out', async () => {
    serve();
    // Inactive, as socket.io leaves a socket the server closed (it does not reconnect by itself).
    socket.active = false;
    try {
      const before = socket.connects;
      open();
      await waitFor(() => expect(socket.connects).toBe(before + 1)); // the screen opened the socket

      // A password change in another tab ended this session's sockets; that tab stored the new tokens.
      localStorage.setItem('token', 'access-after-change');
      localStorage.setItem('refreshToken', 'refresh-after-change');
      act(() => socket.serverSends('disconnect', 'io server disconnect'));
      expect(socket.connects).toBe(before + 2);

      // Signed out (in this tab or another): the socket stays closed.
      localStorage.clear();
      act(() => socket.serverSends('disconnect', 'io server disconnect'));
      expect(socket.connects).toBe(before + 2);
    } finally {
      socket.active = true;
    }
  });

  it('refuses an empty message, sends one, clears the box and tells the room', async () => {
    const posted = serve();
    open();
    const box = await screen.findByPlaceholderText('Write something here...');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Write a message before sending.')).toBeTruthy();
    expect(posted).toEqual([]);

    await userEvent.type(box, 'Still broken on my phone');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect((box as HTMLTextAreaElement).value).toBe(''));
    expect(posted).toEqual([{ message: 'Still broken on my phone' }]);
    expect(within(screen.getByRole('log', { name: 'Messages' })).getByText('Still broken on my phone')).toBeTruthy();
    expect(socket.emitted).toContainEqual(['sendMessage', expect.objectContaining({ ticketId: current._id, message: 'Still broken on my phone' })]);
  });

  it('shows no text box on a ticket that is not Open, and No Chats Found! with no message', async () => {
    current = ticket({ status: 'Pending', chats: [] });
    serve();
    open();
    expect(await screen.findByText('No Chats Found!')).toBeTruthy();
    expect(screen.queryByPlaceholderText('Write something here...')).toBeNull();
    expect(screen.getByText('This ticket is Pending: it takes no new messages.')).toBeTruthy();
  });

  it('shows markup in a subject, description or message as the text it is, never as HTML', async () => {
    const payload = '<img src=x onerror="window.hacked=1"><script>window.hacked=2</script>';
    current = ticket({ subject: `Subject ${payload}`, description: `Description ${payload}`, chats: [{ ...staffReply, message: `Message ${payload}` }] });
    serve();
    const { container } = open();
    expect(await screen.findByRole('heading', { level: 1, name: `Subject ${payload}` })).toBeTruthy();
    expect(screen.getByText(`Description ${payload}`)).toBeTruthy();
    expect(within(screen.getByRole('log', { name: 'Messages' })).getByText(`Message ${payload}`)).toBeTruthy();
    expect(container.querySelector('img[src="x"], script')).toBeNull();
  });
});
