import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Transaction } from '../api/get-user-transactions';
import { fixtureId, paidThreeMonths, transactions } from './story-fixtures';
import { TransactionsTable } from './transactions-table';

const meta = {
  title: 'Membership/TransactionsTable',
  component: TransactionsTable,
  args: { transactions },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TransactionsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) => within(within(canvasElement).getAllByRole('table', { name: 'Your payments, newest first' })[0]!);

/** One column per payment, newest first: a refunded one is marked, one without an invoice has no View link. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const t = table(canvasElement);
    await expect(t.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Plan', 'Validity', 'Amount', 'Payment ID', 'Payment Date', 'Invoice']);
    await expect(t.getAllByRole('columnheader')).toHaveLength(3);
    await expect(t.getByText('Refunded')).toBeVisible();
    await expect(t.getAllByRole('link')).toHaveLength(2);
    await expect(t.getByText('pi_3QxT9sLkd82hFa0Z1')).toBeVisible();
  },
};

/** The usual case: a single payment. */
export const OnePayment: Story = { args: { transactions: [paidThreeMonths] } };

const many: Transaction[] = Array.from({ length: 8 }, (_, i) => ({
  ...paidThreeMonths,
  _id: fixtureId(300 + i),
  payment_id: `pi_${(i + 1).toString().padStart(2, '0')}QxT9sLkd82hFa0Z1c4mNpQr`,
  createdAt: new Date(Date.UTC(2025, 9 - i, 3, 9)).toISOString(),
  invoice_number: `INV-0000${50 - i}`,
}));

/** Years of payments: the table scrolls sideways inside its own region, the row names stay put. */
export const ManyPayments: Story = {
  args: { transactions: many },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getAllByRole('region', { name: 'Your payments, newest first' })[0]!;
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region).toHaveAttribute('tabindex', '0');
    // The page itself never scrolls sideways (the story tests run at a phone's width).
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};
