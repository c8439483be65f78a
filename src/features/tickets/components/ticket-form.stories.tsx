import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { noSidewaysScroll, rightToLeft, signedIn } from '../../../../.storybook/story-helpers';
import { stubFetch, type StoryAnswer } from '../../../../.storybook/stub-fetch';
import { staff, topics } from './story-fixtures';
import { TicketForm } from './ticket-form';

interface Answers {
  topicList?: StoryAnswer;
  created?: StoryAnswer;
}

/** The form's calls: the topics, the staff to send to, and the new ticket (which never answers unless a story says). */
const server = ({ topicList = { body: { topics } }, created = 'pending' }: Answers = {}) =>
  stubFetch((url) => {
    if (url.pathname === '/api/topic/get-topics') return topicList;
    if (url.pathname === '/api/subadmin/get-subadmins') return { body: { professors: staff } };
    if (url.pathname === '/api/ticket/create-ticket') return created;
    return undefined;
  });

const meta = {
  title: 'Tickets/TicketForm',
  component: TicketForm,
  args: { full: false, onCreated: fn() },
  beforeEach: [signedIn, server()],
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TicketForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = (canvasElement: HTMLElement) => within(within(canvasElement).getAllByRole('form', { name: 'Create New Ticket' })[0]!);

/** The Tickets screen's form: topic (the first chosen), subject, description and an optional picture. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findAllByRole('option', { name: 'Question bank' })).not.toHaveLength(0);
    await expect(form(canvasElement).getByRole('combobox', { name: 'Topic' })).toHaveValue(topics[0]!._id);
    await expect(form(canvasElement).getByLabelText('Attach an image (optional)')).toBeInTheDocument();
  },
};

/** The modal's form: also who to send it to (the first staff member chosen) and an image. */
export const Full: Story = {
  args: { full: true },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('combobox', { name: 'Send to' })).not.toHaveLength(0);
    await expect(form(canvasElement).getByLabelText('Attach an image (optional)')).toBeInTheDocument();
  },
};

/** Reported from Check answers: subject and description start filled in. */
export const Prefilled: Story = {
  args: {
    full: true,
    prefill: {
      subject: 'Question 4 of the cardiology quiz looks wrong',
      description: 'Question: Which drug is first line for stable angina?\n\nOptions B and D are both marked correct; only one can be.',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('combobox', { name: 'Send to' })).not.toHaveLength(0);
  },
};

/** Submitted empty: each required field says what it needs. */
export const Errors: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('option', { name: 'Question bank' });
    await userEvent.click(form(canvasElement).getByRole('button', { name: 'Submit' }));
    await expect(await form(canvasElement).findByText('Enter a subject')).toBeVisible();
    await expect(form(canvasElement).getByText('Describe the problem')).toBeVisible();
  },
};

/** Sending: the button shows its spinner and what was typed stays. */
export const Sending: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('option', { name: 'Question bank' });
    const fields = form(canvasElement);
    await userEvent.type(fields.getByRole('textbox', { name: /Subject/ }), 'Timer kept running after submit');
    await userEvent.type(fields.getByRole('textbox', { name: /Description/ }), 'The clock kept going after I pressed Submit.');
    await userEvent.click(fields.getByRole('button', { name: 'Submit' }));
    await expect(await fields.findByText('Sending your ticket')).toBeInTheDocument();
    await expect(fields.getByRole('button', { name: /Submit/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The server refused the ticket: its message above the form, what was typed kept. */
export const ServerError: Story = {
  beforeEach: [server({ created: { status: 429, body: { message: 'Too many tickets in a short time: try again in a few minutes' } } })],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('option', { name: 'Question bank' });
    const fields = form(canvasElement);
    await userEvent.type(fields.getByRole('textbox', { name: /Subject/ }), 'Cannot download my invoice');
    await userEvent.type(fields.getByRole('textbox', { name: /Description/ }), 'The download button does nothing.');
    await userEvent.click(fields.getByRole('button', { name: 'Submit' }));
    await expect(await fields.findByText(/Too many tickets/)).toBeVisible();
    await expect(fields.getByRole('textbox', { name: /Subject/ })).toHaveValue('Cannot download my invoice');
  },
};

/** Topics still loading: the topic list and Submit wait. */
export const LoadingTopics: Story = {
  beforeEach: [server({ topicList: 'pending' })],
  play: async ({ canvasElement }) => {
    await expect(form(canvasElement).getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};

/** The provider has no ticket topics: the form says tickets cannot be raised yet. */
export const NoTopics: Story = {
  beforeEach: [server({ topicList: { body: { topics: [] } } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/no ticket topics yet/)).toBeVisible();
  },
};

/** The topics could not be loaded: the reason, in place of the form. */
export const TopicsFailed: Story = {
  beforeEach: [server({ topicList: { status: 500, body: { message: 'Ticket topics could not be loaded' } } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Ticket topics could not be loaded')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  args: { full: true },
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByRole('combobox', { name: 'Send to' })).not.toHaveLength(0);
    await expect(noSidewaysScroll()).toBe(true);
  },
};
