import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { noSidewaysScroll, rightToLeft, signedIn } from '../../../.storybook/story-helpers';
import { listItem } from './components/story-fixtures';
import { ticketsServer } from './story-server';
import { TicketsScreen } from './tickets-screen';
import { onAPhone } from '../../../.storybook/phone-story';

const LONG =
  'The timer on the cardiology mock kept running after I pressed Submit, and the report shows a time far longer than the exam allows, ' +
  'which also changed my percentage band';

const meta = {
  title: 'Tickets/TicketsScreen',
  component: TicketsScreen,
  beforeEach: [signedIn, ticketsServer()],
} satisfies Meta<typeof TicketsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tickets sent, newest first with an unread reply marked, and the form to create one. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
    await expect(await canvas.findByText('Timer kept running after submit')).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

export const Loading: Story = { beforeEach: [ticketsServer({ list: 'pending' })] };

export const Empty: Story = {
  beforeEach: [ticketsServer({ list: [] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No ticket found!')).toBeVisible();
  },
};

export const LoadFailed: Story = {
  beforeEach: [ticketsServer({ list: { status: 500, body: { message: 'Tickets could not be loaded' } } })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Tickets could not be loaded')).toBeVisible();
  },
};

/** A provider with no ticket topics: the form says tickets cannot be raised yet. */
export const NoTopics: Story = {
  beforeEach: [ticketsServer({ topicList: [] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/no ticket topics yet/)).toBeVisible();
  },
};

/** Long subjects and descriptions wrap inside their cards. */
export const LongText: Story = {
  beforeEach: [ticketsServer({ list: [listItem(1, { subject: LONG, description: `${LONG}. ${LONG}.` }), listItem(2)] })],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(LONG)).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

export const RightToLeft: Story = {
  decorators: [rightToLeft],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Timer kept running after submit')).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

/** A one-pixel PNG, so the preview has a real picture to show. */
const PIXEL = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

/** On a phone (390 px), a picture chosen in the page's form through its styled picker: its preview, name and Remove image. */
export const PhoneWithPicture: Story = {
  ...onAPhone(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Create New Ticket' }));
    await userEvent.upload(
      form.getByLabelText('Attach an image (optional)'),
      new File([PIXEL], 'blurry-figure-question-4.png', { type: 'image/png', lastModified: Date.UTC(2026, 2, 2) }),
    );
    await expect(form.getByText('blurry-figure-question-4.png')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Remove image' })).toBeVisible();
    await expect(window.innerWidth).toBe(390);
    await expect(noSidewaysScroll()).toBe(true);
  },
};
