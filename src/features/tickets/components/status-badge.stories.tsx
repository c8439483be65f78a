import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { rightToLeft } from '../../../../.storybook/story-helpers';
import type { TicketStatus } from '../api/ticket-types';
import { StatusBadge } from './status-badge';

const STATUSES: TicketStatus[] = ['Open', 'Pending', 'Closed'];

/** The three statuses side by side, in one wording, as a designer compares them. */
function AllStatuses({ wording }: { wording: 'word' | 'outcome' }) {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
      {STATUSES.map((status) => (
        <StatusBadge key={status} status={status} wording={wording} />
      ))}
    </div>
  );
}

const meta = {
  title: 'Tickets/StatusBadge',
  component: StatusBadge,
  args: { status: 'Open', wording: 'word' },
  argTypes: { status: { control: 'inline-radio', options: STATUSES }, wording: { control: 'inline-radio', options: ['word', 'outcome'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Pending: Story = { args: { status: 'Pending' } };

export const Closed: Story = { args: { status: 'Closed' } };

/** Cards and the chat header: the raw status word, each with its icon and colour. */
export const Words: Story = {
  render: () => <AllStatuses wording="word" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const word of STATUSES) await expect(canvas.getAllByText(word)[0]).toBeVisible();
  },
};

/** The tickets list's wording: what the status means for the learner's issue. */
export const Outcomes: Story = {
  render: () => <AllStatuses wording="outcome" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const word of ['Issue Not Resolved', 'In Progress', 'Issue Resolved']) await expect(canvas.getAllByText(word)[0]).toBeVisible();
  },
};

/** Right to left: the icon leads on the right. */
export const RightToLeft: Story = { render: () => <AllStatuses wording="outcome" />, decorators: [rightToLeft] };
