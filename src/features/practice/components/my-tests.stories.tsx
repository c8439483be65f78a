import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { onAPhone } from '../../../../.storybook/phone-story';
import { noSidewaysScroll } from '../../../../.storybook/story-helpers';
import { MyTests } from './my-tests';
import { myTests } from './story-fixtures';

const meta = {
  title: 'Features/Practice/MyTests',
  component: MyTests,
  args: { tests: myTests, loading: false },
} satisfies Meta<typeof MyTests>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An open test to resume, a reviewed one with its score, one to take; a long name wraps. */
export const WithTests: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: `Resume ${myTests[0]!.test_name}` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Review ${myTests[1]!.test_name}` })).toBeVisible();
    await expect(canvas.getByText('66.67%')).toBeVisible();
    await expect(noSidewaysScroll()).toBe(true);
  },
};

/** No test yet: a sentence says what will show here. */
export const Empty: Story = {
  args: { tests: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('You have not created a test yet. The tests you create appear here, to resume, take again or review.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  args: { tests: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading your tests' })).toBeInTheDocument();
  },
};

/** On a phone: each test's facts and actions wrap under its name. */
export const Phone: Story = {
  ...onAPhone(),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(3);
    await expect(noSidewaysScroll()).toBe(true);
  },
};
