import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onAPhone } from '../../../../.storybook/phone-story';
import { noSidewaysScroll } from '../../../../.storybook/story-helpers';
import { ReviewDeckCard } from './review-deck-card';

const meta = {
  title: 'Insights/ReviewDeckCard',
  component: ReviewDeckCard,
  args: { due: 12 },
} satisfies Meta<typeof ReviewDeckCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dashboard's card: how many review questions are due, and Review now. */
export const Due: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Review deck: 12 questions due' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Review now' })).toHaveAttribute('href', '/menu/review');
  },
};

/** One due: the singular. */
export const OneDue: Story = {
  args: { due: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Review deck: 1 question due' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...onAPhone(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Review now' })).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};
