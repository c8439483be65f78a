import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Accordion } from './accordion';

const items = [
  { id: 'a', title: 'Which exams do you cover?', content: 'UKMLA Applied Knowledge Test, MRCP Part 1 and PLAB 1.' },
  { id: 'b', title: 'Can I use it on my phone?', content: 'Yes. Every screen works on phones, tablets and desktops.' },
  { id: 'c', title: 'How do I cancel?', content: 'Plans do not renew automatically, so there is nothing to cancel.' },
];

const meta = {
  title: 'UI/Accordion',
  component: Accordion,
  args: { items },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstOpen: Story = {};

export const AllClosed: Story = { args: { defaultOpenIndex: -1 } };

/** Opening one entry closes the other: at most one is open. */
export const OneOpenAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getAllByRole('button', { name: items[0]!.title })[0]!;
    const second = canvas.getAllByRole('button', { name: items[1]!.title })[0]!;
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};
