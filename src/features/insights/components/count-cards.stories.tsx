import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CountCards } from './count-cards';
import { dashboard, newLearnerDashboard } from './story-fixtures';

const meta = {
  title: 'Insights/CountCards',
  component: CountCards,
  args: { data: dashboard, loading: false },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CountCards>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tests, Exams and Quizzes: how many, how many attempted, and the attempted percentage. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('listitem');
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['Tests', 'Exams', 'Quizzes']);
    await expect(cards[0]).toHaveTextContent('24');
    await expect(cards[0]).toHaveTextContent('9 of 24 attempted');
    await expect(cards[0]).toHaveTextContent('37.5% attempted');
    await expect(cards[2]).toHaveTextContent('6 of 14 attempted');
    await expect(cards[2]).toHaveTextContent('42.86% attempted');
  },
};

/** Three skeleton cards, announced as loading. */
export const Loading: Story = {
  args: { data: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading your progress' });
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status.children).toHaveLength(3);
  },
};

/** Nothing attempted yet: 0%. */
export const NewLearner: Story = {
  args: { data: newLearnerDashboard },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('0% attempted')).toHaveLength(3);
  },
};
