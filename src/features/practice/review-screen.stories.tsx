import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onAPhone } from '../../../.storybook/phone-story';
import { noSidewaysScroll, signedIn } from '../../../.storybook/story-helpers';
import { stubFetch } from '../../../.storybook/stub-fetch';
import { deckNoneDue } from './components/story-fixtures';
import { practiceHandlers } from './practice-handlers';
import { ReviewScreen } from './review-screen';

const meta = {
  title: 'Features/Practice/ReviewScreen',
  component: ReviewScreen,
  beforeEach: [signedIn, stubFetch(practiceHandlers())],
} satisfies Meta<typeof ReviewScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Questions due: how many, how many scheduled, when the next falls due, the mode and Review now. */
export const Due: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Review deck' })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Review now' })).toBeEnabled();
    await expect(canvas.getByRole('radio', { name: /^Timed/ })).toBeChecked();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

/** Nothing due: a sentence says so, and there is nothing to start. */
export const NoneDue: Story = {
  beforeEach: [stubFetch(practiceHandlers({ deck: deckNoneDue }))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Nothing is due for review now. Questions you answer wrong or unsure come back here when they are due.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Review now' })).toBeNull();
  },
};

export const Phone: Story = {
  ...onAPhone(),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Review now' })).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};
