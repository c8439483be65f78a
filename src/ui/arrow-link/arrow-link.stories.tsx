import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { isMirrored, pageIsRtl, rtlPage } from '../../../.storybook/story-helpers';
import { ArrowLink } from './arrow-link';

const meta = {
  title: 'UI/ArrowLink',
  component: ArrowLink,
  args: { to: '/menu/tests', children: 'View All' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ArrowLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** View All: the arrow after the text. */
export const Forward: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'View All' });
    await expect(link).toHaveAttribute('href', '/menu/tests');
    await expect(link.lastElementChild?.tagName.toLowerCase()).toBe('svg');
    // It points the way the text reads: mirrored in a right-to-left page.
    await expect(isMirrored(link.lastElementChild!)).toBe(pageIsRtl());
  },
};

/** Back to a list: the arrow before the text. */
export const Back: Story = {
  args: { to: '/menu/proficiency-percentage', children: 'Back to Proficiency', direction: 'back' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Back to Proficiency' });
    await expect(link.firstElementChild?.tagName.toLowerCase()).toBe('svg');
  },
};

/** A name that says more than the text, for a screen reader's list of links. */
export const NamedForScreenReaders: Story = {
  args: { 'aria-label': 'View all: Recently Created Tests' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'View all: Recently Created Tests' })).toHaveTextContent('View All');
  },
};

/** Right to left: View All's arrow, still after the text, points left, the way the line reads; in ltr it is drawn as is. */
export const RightToLeft: Story = {
  globals: rtlPage,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getAllByRole('link', { name: 'View All' })[0]!;
    const arrow = link.lastElementChild!;
    await expect(isMirrored(arrow)).toBe(true);
    // After the text in reading order, so on the left.
    const box = link.getBoundingClientRect();
    await expect(arrow.getBoundingClientRect().right).toBeLessThan(box.left + box.width / 2);
  },
};
