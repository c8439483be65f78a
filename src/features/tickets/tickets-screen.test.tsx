import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiHandler } from '../../../tests/support/api-handlers';
import { renderAt, stubApi } from '../../../tests/support/render-web';
import { aLearner } from '../../../tests/support/web-learner';
import { fixtureId, LEARNER_ID, listItem, staff, ticket, tickets, topics } from './components/story-fixtures';
import { ManageTicketsScreen } from './manage-tickets-screen';
import { ticketsHandlers } from './story-server';
import { TicketsScreen } from './tickets-screen';

// The live socket is not under test here (ticket-chat-screen.test.tsx follows it).
vi.mock('socket.io-client', () => ({
  io: () => ({ on: () => undefined, emit: () => undefined, connect: () => undefined, disconnect: () => undefined, connected: false, active: true }),
}));

const user = aLearner({ _id: LEARNER_ID, first_name: 'Nadia', last_name: 'Rahman', email: 'n@example.com' });

/** The tickets screens' calls as the stories answer them (ticketsHandlers), a new ticket answered and kept. */
function serve(list = tickets) {
  const created: unknown[] = [];
  const calls = stubApi([
    apiHandler('/api/ticket/create-ticket', 'post', async ({ request }) => {
      const type = request.headers.get('content-type') ?? '';
      created.push(type.includes('multipart') ? Object.fromEntries((await request.formData()).entries()) : await request.json());
      return { status: 201, body: { message: 'Ticket created successfully', ticket: ticket({ _id: fixtureId(99) }) } };
    }),
    ...ticketsHandlers({ list }),
  ]);
  return { calls, created };
}

beforeEach(() => {
  localStorage.setItem('token', 'access');
  localStorage.setItem('refreshToken', 'refresh');
  localStorage.setItem('user', JSON.stringify(user));
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('TicketsScreen', () => {
  it('shows the newest 4 tickets as cards with topic, subject, date and status, and asks with role=User', async () => {
    const { calls } = serve();
    renderAt('/menu/tickets', [{ path: '/menu/tickets', element: <TicketsScreen /> }]);
    const sent = screen.getByRole('region', { name: 'Tickets Sent' });
    await waitFor(() => expect(within(sent).getAllByRole('article')).toHaveLength(4));
    const first = within(sent).getAllByRole('article')[0]!;
    expect(first.textContent).toContain('Timer kept running after submit');
    expect(first.textContent).toContain(tickets[0]!.topic.topic_name);
    expect(first.textContent).toContain('19 Nov 2026');
    expect(first.textContent).toContain('Open');
    expect(within(sent).getByRole('link', { name: 'View All' }).getAttribute('href')).toBe('/menu/tickets/view-all');
    expect(calls.some((c) => c.url.endsWith('/api/ticket/get-all-tickets?role=User'))).toBe(true);
  });

  it('says No ticket found! when there is none', async () => {
    serve([]);
    renderAt('/menu/tickets', [{ path: '/menu/tickets', element: <TicketsScreen /> }]);
    expect(await screen.findByText('No ticket found!')).toBeTruthy();
  });

  it('requires subject and description, sends the first topic by default, and shows the server message', async () => {
    const { created } = serve([]);
    renderAt('/menu/tickets', [{ path: '/menu/tickets', element: <TicketsScreen /> }]);
    const form = await screen.findByRole('form', { name: 'Create New Ticket' });
    await waitFor(() => expect((within(form).getByLabelText('Topic') as HTMLSelectElement).value).toBe(topics[0]!._id));
    expect(within(form).getByPlaceholderText('Describe in detail, please...').getAttribute('rows')).toBe('7');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('Enter a subject')).toBeTruthy();
    expect(within(form).getByText('Describe the problem')).toBeTruthy();
    expect(created).toEqual([]);

    await userEvent.type(within(form).getByPlaceholderText('Enter subject'), '  Timer  ');
    await userEvent.type(within(form).getByPlaceholderText('Describe in detail, please...'), 'It kept running.');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Ticket created successfully')).toBeTruthy();
    expect(created).toEqual([{ subject: 'Timer', description: 'It kept running.', topic: topics[0]!._id }]);
    expect((within(form).getByPlaceholderText('Enter subject') as HTMLInputElement).value).toBe('');
  });
});

describe('the picture on the Tickets page form', () => {
  it('is chosen through a button-styled label for a hidden input, shows its name and preview, is checked at once, can be removed, and is sent', async () => {
    const { created } = serve([]);
    renderAt('/menu/tickets', [{ path: '/menu/tickets', element: <TicketsScreen /> }]);
    const form = await screen.findByRole('form', { name: 'Create New Ticket' });
    const input = within(form).getByLabelText('Attach an image (optional)') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.className).toContain('visually-hidden');
    expect(input.getAttribute('accept')).toBe('image/png,image/jpeg,image/webp,image/gif');
    expect(within(form).getByText('Attach an image (optional)').tagName).toBe('LABEL');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('PNG, JPEG, WebP or GIF, up to 5 MB.');

    await userEvent.upload(input, new File(['notes'], 'notes.txt', { type: 'text/plain' }), { applyAccept: false });
    expect(within(form).getByRole('alert').textContent).toBe('Choose a PNG, JPEG, WebP or GIF image.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await userEvent.upload(input, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' }));
    expect(within(form).getByRole('alert').textContent).toBe('The image is larger than 5 MB: choose a smaller one.');

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shot.png', { type: 'image/png' });
    await userEvent.upload(input, png);
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(within(form).getByText('shot.png')).toBeTruthy();
    expect(within(form).getByText('shot.png').closest('[aria-live="polite"]')).toBeTruthy();
    expect(form.querySelector('img')?.getAttribute('src')).toMatch(/^blob:/);
    await userEvent.click(within(form).getByRole('button', { name: 'Remove image' }));
    expect(within(form).queryByText('shot.png')).toBeNull();
    expect(document.activeElement).toBe(input);

    await userEvent.upload(input, png);
    await userEvent.type(within(form).getByPlaceholderText('Enter subject'), 'Blurry figure');
    await userEvent.type(within(form).getByPlaceholderText('Describe in detail, please...'), 'Question 4 has a blurry figure.');
    await userEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const sent = created[0] as Record<string, unknown>;
    expect(sent).toMatchObject({ subject: 'Blurry figure', description: 'Question 4 has a blurry figure.', topic: topics[0]!._id });
    expect((sent.image as File).name).toBe('shot.png');
    await waitFor(() => expect(within(form).queryByText('shot.png')).toBeNull());
  });
});

describe('ManageTicketsScreen', () => {
  it('lists every ticket with its outcome, and the modal preselects the first staff member and sends the image', async () => {
    const { created } = serve([listItem(1), listItem(2), listItem(3)]);
    renderAt('/menu/tickets/view-all', [{ path: '/menu/tickets/view-all', element: <ManageTicketsScreen /> }]);
    const mine = screen.getByRole('region', { name: 'My Tickets' });
    expect(within(mine).getByRole('list', { name: 'Loading your tickets' }).children).toHaveLength(3);
    await waitFor(() => expect(within(mine).getAllByRole('link')).toHaveLength(3));
    expect(
      within(mine)
        .getAllByRole('link')
        .map((row) => /Issue Not Resolved|In Progress|Issue Resolved/.exec(row.textContent ?? '')?.[0]),
    ).toEqual(['Issue Not Resolved', 'In Progress', 'Issue Resolved']);

    await userEvent.click(screen.getByRole('button', { name: '+ Create Ticket' }));
    const modal = screen.getByRole('dialog', { name: 'Create Ticket' });
    await waitFor(() => expect((within(modal).getByLabelText('Send to') as HTMLSelectElement).value).toBe(staff[0]!._id));
    await userEvent.type(within(modal).getByPlaceholderText('Enter subject'), 'Broken image');
    await userEvent.type(within(modal).getByPlaceholderText('Describe in detail, please...'), 'See the attachment.');
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'shot.png', { type: 'image/png' });
    await userEvent.upload(within(modal).getByLabelText('Attach an image (optional)'), png);
    await userEvent.click(within(modal).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(created).toHaveLength(1));
    const sent = created[0] as Record<string, unknown>;
    expect(sent).toMatchObject({ subject: 'Broken image', description: 'See the attachment.', topic: topics[0]!._id, to: staff[0]!._id });
    expect((sent.image as File).name).toBe('shot.png');
  });
});
