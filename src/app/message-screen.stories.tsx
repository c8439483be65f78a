import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { noSidewaysScroll, rightToLeft } from '../../.storybook/story-helpers';
import { MessageScreen } from './message-screen';

const meta = {
  title: 'Pages/MessageScreen',
  component: MessageScreen,
  args: { title: 'Coming soon', body: 'This part of the site is not open yet.', homeLabel: 'Go to the home page' },
} satisfies Meta<typeof MessageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provider's header, one message and a way home. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1, name: 'Coming soon' })[0]).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: 'Go to the home page' })[0]).toHaveAttribute('href', '/');
  },
};

/** A long title and message wrap within the page. */
export const LongText: Story = {
  args: {
    title: 'This part of the site is being rebuilt for the new exam syllabus',
    body:
      'Practice exams, quizzes and speciality modules stay open while we work; your reports, tickets and membership are kept as they are. ' +
      'Come back in a few days, or write to support if you need something from this page before then.',
  },
  play: async () => {
    await expect(noSidewaysScroll()).toBe(true);
  },
};

export const RightToLeft: Story = { decorators: [rightToLeft] };
