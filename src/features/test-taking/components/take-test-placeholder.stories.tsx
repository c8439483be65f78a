import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TakeTestPlaceholder } from './take-test-placeholder';

const meta = {
  title: 'Test taking/TakeTestPlaceholder',
  component: TakeTestPlaceholder,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TakeTestPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Take test while its attempt loads: the header's room, the question card's, and the palette's
 * beside it on wide screens. Busy for assistive technology; nothing in it is read out.
 */
export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const busy = canvasElement.querySelector('[aria-busy="true"]');
    await expect(busy).not.toBeNull();
    // The header is laid out for its room, but hidden from sight and from screen readers.
    await expect(within(canvasElement).queryByRole('heading', { level: 1 })).toBeNull();
  },
};
