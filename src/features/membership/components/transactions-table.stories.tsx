import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { Transaction } from '../api/get-user-transactions';
import { fixtureId, paidThreeMonths, transactions } from './story-fixtures';
import { TransactionsTable } from './transactions-table';
import { onAPhone } from '../../../../.storybook/phone-story';

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

/** A phone's width (390 px): the story tests set the browser to it, so media queries answer as on a phone. */
const PHONE = onAPhone({ layout: 'padded' });

/** On a phone each payment is a card of label and value pairs, newest first, nothing wider than the screen. */
export const Phone: Story = {
  ...PHONE,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(window.innerWidth).toBe(390);
    const list = canvas.getByRole('list', { name: 'Your payments, newest first' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    await expect(within(cards[0]!).getByRole('heading', { name: 'Payment 1' })).toBeVisible();
    await expect(
      within(cards[0]!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Plan', 'Validity', 'Amount', 'Payment ID', 'Payment Date', 'Invoice']);
    await expect(within(cards[1]!).getByText('Refunded')).toBeVisible();
    await expect(within(list).getAllByRole('link')).toHaveLength(2);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(document.documentElement.scrollWidth).toBe(document.documentElement.clientWidth);
  },
};
