import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TopicCard } from './topic-card';
import { LONG_TOPIC_NAME, topics } from './story-fixtures';

const meta = {
  title: 'Catalog/TopicCard',
  component: TopicCard,
  args: { topic: topics[0]! },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopicCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The topic's name, its subtopic and question counts, and View Details to its page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Cardiology' });
    await expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Cardiology');
    await expect(within(card).getByText('Subtopics: 3')).toBeVisible();
    await expect(within(card).getByText('No. of questions: 42')).toBeVisible();
    await expect(within(card).getByRole('link', { name: 'View Details: Cardiology' })).toHaveAttribute('href', `/topic-detail/${topics[0]!._id}`);
  },
};

/** A long unbroken name wraps inside the card. */
export const LongName: Story = {
  args: { topic: topics[2]! },
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { name: LONG_TOPIC_NAME });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
  },
};

/** A topic with nothing in it yet. */
export const Empty: Story = {
  args: { topic: topics[3]! },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Subtopics: 0')).toBeVisible();
    await expect(within(canvasElement).getByText('No. of questions: 0')).toBeVisible();
  },
};
