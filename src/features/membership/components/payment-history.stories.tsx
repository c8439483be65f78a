import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentHistory } from './payment-history';
import { transactions } from './story-fixtures';

const meta = {
  title: 'Membership/PaymentHistory',
  component: PaymentHistory,
  args: { transactions, loading: false },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PaymentHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithPayments: Story = {};

/** A learner who has paid nothing yet sees a clear note, not an empty table. */
export const NoPayments: Story = {
  args: { transactions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { name: 'No payments yet' })[0]).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const Loading: Story = {
  args: { transactions: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('status', { name: 'Loading payment history' })[0]).toHaveAttribute('aria-busy', 'true');
  },
};

/** A failed load keeps its message on the screen. */
export const LoadFailed: Story = {
  args: { transactions: undefined, error: 'Something went wrong on our side. Please try again.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('alert')[0]).toHaveTextContent('Something went wrong on our side. Please try again.');
  },
};
