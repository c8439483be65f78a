import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { subscription } from './story-fixtures';
import { SubscriptionCard } from './subscription-card';

const meta = {
  title: 'Membership/SubscriptionCard',
  component: SubscriptionCard,
  args: { subscription },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof SubscriptionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** My Subscription, with the Monthly badge, the amount per month and the expiry date. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getAllByRole('region', { name: 'My Subscription' })[0]!;
    await expect(within(card).getByText('Monthly')).toBeVisible();
    await expect(card).toHaveTextContent('£44.99 / month');
    await expect(card).toHaveTextContent('Plan Expiring On: 12 June 2025');
  },
};

export const PenceAmount: Story = { args: { subscription: { ...subscription, amount: 19.99, amount_minor: 1999, plan_type: '1 Month' } } };
