import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { noSidewaysScroll, rightToLeft } from '../../../../.storybook/story-helpers';
import { listItem } from './story-fixtures';
import { TicketCard } from './ticket-card';

const meta = {
  title: 'Tickets/TicketCard',
  component: TicketCard,
  args: { ticket: listItem(2), index: 0 },
  decorators: [
    // One column of the Tickets Sent grid.
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TicketCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Topic, subject (the link to its chat), date, status and the start of the description. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link', { name: 'Question 4 of the cardiology quiz looks wrong' })[0]).toHaveAttribute(
      'href',
      expect.stringContaining('/menu/tickets/chat/'),
    );
    await expect(canvas.getAllByText('Pending')[0]).toBeVisible();
  },
};

/** A staff reply not yet read: the dot beside the topic. */
export const Unread: Story = {
  args: { ticket: listItem(1), index: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByTitle('New reply')[0]).toBeInTheDocument();
  },
};

/** The third accent colour, on a closed ticket. */
export const Closed: Story = { args: { ticket: listItem(3), index: 2 } };

/** A long subject wraps; a long description stops after three lines. */
export const LongText: Story = {
  args: {
    ticket: listItem(4, {
      subject: 'The explanation image for question 17 of the respiratory medicine mock exam does not load on my phone or on my laptop',
      description:
        'Every time I open the explanation the image area stays empty. I have tried two browsers, cleared the cache and signed out and in again. ' +
        'The other explanations of the same exam show their images, so it seems to be this one only. ' +
        'It would help to see the chest X-ray it refers to before the exam next week.',
    }),
  },
  play: async () => {
    await expect(noSidewaysScroll()).toBe(true);
  },
};

export const RightToLeft: Story = { args: { ticket: listItem(1) }, decorators: [rightToLeft] };
