import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckoutStatus } from './checkout-status';
import { subscription } from './story-fixtures';

const meta = {
  title: 'Membership/CheckoutStatus',
  component: CheckoutStatus,
  args: { confirmation: { state: 'confirming' } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CheckoutStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

const status = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('status')[0]!;

/** Back from the payment provider; the payment's webhook has not arrived yet. */
export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent('We are confirming your payment');
  },
};

export const Confirmed: Story = {
  args: { confirmation: { state: 'confirmed', subscription } },
  play: async ({ canvasElement }) => {
    await expect(status(canvasElement)).toHaveTextContent('Payment received: your plan is active until 12 June 2025.');
  },
};

/** A minute passed without the payment being listed. */
export const Slow: Story = { args: { confirmation: { state: 'slow' } } };
